/* A load generator that presses keys the way a browser does: each connection is one browser with
 * its own session. It sends the session cookie and the page's seq with each key (a form POST),
 * reads the 303 See Other, follows it with a GET of its Location, and reads the next seq from that
 * page. Keys pressed: 1 2 + 3 = over and over. One thread, epoll, every connection kept alive, so
 * the client costs little next to the server (wrk's Lua cannot tie a response to its connection,
 * so it needs a thread per browser, and 64 of them starved both servers on 2 cores).
 *
 * Build: cc -O2 -o browser-client browser-client.c
 * Usage: browser-client PORT SECONDS CONNECTIONS [SESSION_ID,SESSION_ID,...]
 *   Connection i uses session i modulo the ids given (none: it starts without a cookie and keeps
 *   the one it is sent, if any). It first GETs / to learn seq.
 * Prints one line, as Tests/Benchmarks/keypress.lua does:
 *   keys/s K  p50 A us  p99 B us  errors E  non-2xx N
 * where a key is a POST and the GET after it, latencies are per request, errors are connections
 * that failed, and non-2xx counts answers other than 200 and 303. */
#define _GNU_SOURCE /* strcasestr */
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define BUFFER_SIZE (256 * 1024)
#define LATENCY_SLOTS 2000000 /* microseconds; slower answers count in the last slot */

static const char *keys[] = {"1", "2", "%2B", "3", "%3D"};

struct browser {
    int fd;
    char cookie[512];
    long seq;            /* -1 until a page told it */
    int next_key;
    char location[512];  /* where the 303 sent it; empty: the next request is a key */
    int pressed;         /* the GET in flight follows a key */
    char *buffer;
    size_t used;
    double sent_at;
};

static unsigned int *latencies;
static long requests, keys_done, errors, non_2xx;
static int port;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static int connect_to_server(void) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
    if (fd < 0 || connect(fd, (struct sockaddr *)&address, sizeof address) != 0) {
        perror("connect");
        exit(1);
    }
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    return fd;
}

/* Sends the browser's next request: the GET of a Location (or of / to start), else its next key. */
static void send_next(struct browser *b) {
    char request[2048];
    char cookie[600] = "";
    if (b->cookie[0]) snprintf(cookie, sizeof cookie, "Cookie: %s\r\n", b->cookie);
    int length;
    if (b->location[0] || b->seq < 0) {
        length = snprintf(request, sizeof request, "GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n%s\r\n",
                          b->location[0] ? b->location : "/", cookie);
        b->location[0] = 0;
    } else {
        char body[64];
        int body_length = snprintf(body, sizeof body, "key=%s&seq=%ld", keys[b->next_key], b->seq);
        b->next_key = (b->next_key + 1) % 5;
        length = snprintf(request, sizeof request,
                          "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n%sContent-Type: application/x-www-form-urlencoded\r\n"
                          "Content-Length: %d\r\n\r\n%s",
                          cookie, body_length, body);
        b->pressed = 1;
    }
    b->sent_at = now();
    if (send(b->fd, request, (size_t)length, MSG_NOSIGNAL) != length) {
        errors++;
        close(b->fd);
        b->fd = -1;
    }
}

/* The value of header NAME (with its colon) in HEAD, copied into OUT; 0 when absent. */
static int header(const char *head, const char *name, char *out, size_t size) {
    const char *at = strcasestr(head, name);
    if (!at) return 0;
    at += strlen(name);
    while (*at == ' ') at++;
    size_t n = strcspn(at, "\r\n");
    if (n >= size) n = size - 1;
    memcpy(out, at, n);
    out[n] = 0;
    return 1;
}

/* Handles every complete response in the browser's buffer; returns 0 when the connection failed. */
static int take_responses(struct browser *b) {
    for (;;) {
        b->buffer[b->used] = 0;
        char *end = strstr(b->buffer, "\r\n\r\n");
        if (!end) return 1;
        size_t head_length = (size_t)(end - b->buffer) + 4;
        char value[512];
        long body_length = header(b->buffer, "\ncontent-length:", value, sizeof value) ? atol(value) : 0;
        if (b->used < head_length + (size_t)body_length) return 1;
        int status = atoi(b->buffer + 9);
        double took = now() - b->sent_at;
        long slot = (long)(took * 1e6);
        latencies[slot < LATENCY_SLOTS ? slot : LATENCY_SLOTS - 1]++;
        requests++;
        *end = 0;
        if (header(b->buffer, "\nset-cookie:", value, sizeof value)) {
            value[strcspn(value, ";")] = 0;
            snprintf(b->cookie, sizeof b->cookie, "%s", value);
        }
        if (status == 303) {
            if (!header(b->buffer, "\nlocation:", b->location, sizeof b->location)) strcpy(b->location, "/");
        } else {
            if (status != 200) non_2xx++;
            if (b->pressed) keys_done++;
            b->pressed = 0;
            char *body = end + 4;
            char saved = body[body_length];
            body[body_length] = 0;
            char *seq = strstr(body, "name=\"seq\" value=\"");
            if (seq) b->seq = atol(seq + 18);
            else if (b->seq < 0) b->seq = 0; /* a page without seq (the reference): post without it */
            body[body_length] = saved;
        }
        size_t consumed = head_length + (size_t)body_length;
        memmove(b->buffer, b->buffer + consumed, b->used - consumed);
        b->used -= consumed;
        send_next(b);
        if (b->fd < 0) return 0;
    }
}

int main(int argc, char **argv) {
    if (argc != 4 && argc != 5) {
        fprintf(stderr, "usage: %s PORT SECONDS CONNECTIONS [SESSION_ID,...]\n", argv[0]);
        return 2;
    }
    port = atoi(argv[1]);
    double seconds = atof(argv[2]);
    int count = atoi(argv[3]);
    char *ids[4096];
    int id_count = 0;
    if (argc == 5) {
        for (char *id = strtok(argv[4], ","); id && id_count < 4096; id = strtok(NULL, ",")) ids[id_count++] = id;
    }
    latencies = calloc(LATENCY_SLOTS, sizeof *latencies);
    struct browser *browsers = calloc((size_t)count, sizeof *browsers);
    int poll = epoll_create1(0);
    for (int i = 0; i < count; i++) {
        struct browser *b = &browsers[i];
        b->fd = connect_to_server();
        b->seq = -1;
        b->next_key = 0;
        b->buffer = malloc(BUFFER_SIZE + 1);
        if (id_count) snprintf(b->cookie, sizeof b->cookie, "calc_session=%s", ids[i % id_count]);
        struct epoll_event event = {.events = EPOLLIN, .data.ptr = b};
        epoll_ctl(poll, EPOLL_CTL_ADD, b->fd, &event);
        send_next(b);
    }
    double start = now(), stop = start + seconds;
    struct epoll_event events[256];
    while (now() < stop) {
        int ready = epoll_wait(poll, events, 256, 100);
        for (int i = 0; i < ready; i++) {
            struct browser *b = events[i].data.ptr;
            if (b->fd < 0) continue;
            ssize_t n = recv(b->fd, b->buffer + b->used, BUFFER_SIZE - b->used, 0);
            if (n <= 0) {
                if (n < 0 && errno == EINTR) continue;
                errors++;
                epoll_ctl(poll, EPOLL_CTL_DEL, b->fd, NULL);
                close(b->fd);
                b->fd = -1;
                continue;
            }
            b->used += (size_t)n;
            if (!take_responses(b)) epoll_ctl(poll, EPOLL_CTL_DEL, b->fd, NULL);
        }
    }
    double elapsed = now() - start;
    long seen = 0, p50 = 0, p99 = 0;
    for (long slot = 0; slot < LATENCY_SLOTS; slot++) {
        seen += latencies[slot];
        if (!p50 && seen * 2 >= requests) p50 = slot;
        if (seen * 100 >= requests * 99) { p99 = slot; break; }
    }
    printf("keys/s %.0f  p50 %ld us  p99 %ld us  errors %ld  non-2xx %ld\n", keys_done / elapsed, p50, p99, errors,
           non_2xx);
    return 0;
}
