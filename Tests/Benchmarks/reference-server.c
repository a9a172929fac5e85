/* The reference for the keypress benchmark: a bare libmicrohttpd server that reads each request
 * (body included) and answers a constant page of SIZE bytes, with the same threading as
 * `calculator serve` (internal polling thread, epoll, a pool of THREADS threads). Whatever the
 * calculator adds on top of this (sessions, the engine, rendering, logging) is what the ratio
 * measures. With MODE `redirect`, a POST is answered as the calculator answers a browser's form:
 * 303 See Other to `/` with no body (a GET still gets the page).
 * Build: cc -O2 reference-server.c $(pkg-config --cflags --libs libmicrohttpd)
 * Usage: reference-server PORT SIZE THREADS [page|redirect]      (runs until killed; PORT 0: any free one) */
#include <microhttpd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static struct MHD_Response *page;
static struct MHD_Response *see_other; /* NULL unless MODE is redirect */

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url,
                              const char *method, const char *version, const char *upload_data,
                              size_t *upload_data_size, void **con_cls) {
    (void)cls; (void)url; (void)version; (void)upload_data;
    if (*con_cls == NULL) { *con_cls = connection; return MHD_YES; }   /* headers: wait for the body */
    if (*upload_data_size != 0) { *upload_data_size = 0; return MHD_YES; }  /* body: consume it */
    if (see_other != NULL && strcmp(method, "POST") == 0)
        return MHD_queue_response(connection, MHD_HTTP_SEE_OTHER, see_other);
    return MHD_queue_response(connection, MHD_HTTP_OK, page);
}

int main(int argc, char **argv) {
    if (argc != 4 && argc != 5) { fprintf(stderr, "usage: %s PORT SIZE THREADS [page|redirect]\n", argv[0]); return 2; }
    size_t size = (size_t)atol(argv[2]);
    char *body = malloc(size);
    memset(body, 'x', size);
    page = MHD_create_response_from_buffer(size, body, MHD_RESPMEM_PERSISTENT);
    MHD_add_response_header(page, "Content-Type", "text/html; charset=utf-8");
    if (argc == 5 && strcmp(argv[4], "redirect") == 0) {
        see_other = MHD_create_response_from_buffer(0, "", MHD_RESPMEM_PERSISTENT);
        MHD_add_response_header(see_other, "Location", "/");
    }
    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO, (uint16_t)atoi(argv[1]), NULL, NULL, answer, NULL,
        MHD_OPTION_THREAD_POOL_SIZE, (unsigned int)atoi(argv[3]), MHD_OPTION_CONNECTION_TIMEOUT, 15u,
        MHD_OPTION_END);
    if (daemon == NULL) { perror("MHD_start_daemon"); return 1; }
    /* The port bound: PORT 0 asks the system for a free one, which no other process holds. */
    const union MHD_DaemonInfo *bound = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    printf("listening on http://127.0.0.1:%u\n", bound != NULL ? (unsigned)bound->port : (unsigned)atoi(argv[1]));
    fflush(stdout);
    for (;;) pause();
}
