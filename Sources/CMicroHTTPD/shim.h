// Static inline shims for the parts of libmicrohttpd that Swift cannot call directly:
// variadic functions (Swift imports only `va_list` variants) and union results.
#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

#include <stdint.h>
#include <stdarg.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>

/// `MHD_start_daemon` is variadic; every option is passed through one `MHD_OPTION_ARRAY`
/// ("followed by a `struct MHD_OptionItem *`, terminated by an item with MHD_OPTION_END").
/// `accept_policy` is the `apc`: "check if a connection from the given client should be accepted".
static inline struct MHD_Daemon *
mhd_shim_start(unsigned int flags, uint16_t port,
               MHD_AcceptPolicyCallback accept_policy, void *accept_cls,
               MHD_AccessHandlerCallback handler, void *handler_cls,
               const struct MHD_OptionItem *options)
{
    return MHD_start_daemon(flags, port, accept_policy, accept_cls, handler, handler_cls,
                            MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

/// The port the daemon actually listens on (useful with port 0); 0 if unknown.
/// MHD_DAEMON_INFO_BIND_PORT: "Request the port number of daemon's listen socket."
static inline uint16_t
mhd_shim_bound_port(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// Writes the client's numeric IP address into `buffer`; returns 0 on success, -1 otherwise.
/// MHD_CONNECTION_INFO_CLIENT_ADDRESS: the union "contains a `struct sockaddr *`".
static inline int
mhd_shim_client_address(struct MHD_Connection *connection, char *buffer, socklen_t length)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (info == NULL || info->client_addr == NULL || length == 0) return -1;
    const struct sockaddr *sa = info->client_addr;
    const void *source = NULL;
    if (sa->sa_family == AF_INET) {
        source = &((const struct sockaddr_in *)sa)->sin_addr;
    } else if (sa->sa_family == AF_INET6) {
        source = &((const struct sockaddr_in6 *)sa)->sin6_addr;
    } else {
        return -1;
    }
    return inet_ntop(sa->sa_family, source, buffer, length) == NULL ? -1 : 0;
}

/// The connection's socket, or -1. MHD_CONNECTION_INFO_CONNECTION_FD: "Returns the underlying
/// socket"; the union member is `connect_fd`.
static inline int
mhd_shim_connection_fd(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : (int)info->connect_fd;
}

/// The pointer the connection-started notification left in the connection's socket context.
static inline void *
mhd_shim_socket_context(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

/// An unescape callback that leaves the URI untouched, so the handler sees the raw path and
/// raw query values (MHD_OPTION_UNESCAPE_CALLBACK: "return the length of the resulting string").
static inline size_t
mhd_shim_keep_escapes(void *cls, struct MHD_Connection *connection, char *uri)
{
    (void)cls; (void)connection;
    return strlen(uri);
}

/// The no-op unescape callback as a pointer-sized value for `MHD_OptionItem.value`.
static inline intptr_t
mhd_shim_keep_escapes_option_value(void)
{
    return (intptr_t)&mhd_shim_keep_escapes;
}

/// The callback of MHD_OPTION_URI_LOG_CALLBACK, which microhttpd.h gives no type name: "`void *
/// my_logger(void *cls, const char *uri, struct MHD_Connection *con)`".
typedef void *(*mhd_shim_uri_callback)(void *cls, const char *uri, struct MHD_Connection *connection);

/// How many arguments the query of request target `uri` holds, at most: one more than the `&`
/// after the first `?` (libmicrohttpd keeps a record for each piece between them that is not
/// empty); 0 without a query.
static inline size_t
mhd_shim_query_arguments(const char *uri)
{
    const char *query = strchr(uri, '?');
    if (query == NULL) return 0;
    size_t count = 1;
    for (const char *c = query + 1; *c != '\0'; c++) {
        if (*c == '&') count++;
    }
    return count;
}

/// Sends `length` bytes of `answer` on a connection's socket without waiting (the socket's buffer
/// holds a short answer whole), then shuts its sending side, so the FIN follows the answer; with no
/// answer, shuts both sides. MSG_NOSIGNAL: a client gone away is no SIGPIPE.
static inline void
mhd_shim_answer_and_shut(int socket, const void *answer, size_t length)
{
    if (socket < 0) return;
    if (length > 0) (void)send(socket, answer, length, MSG_NOSIGNAL | MSG_DONTWAIT);
    (void)shutdown(socket, length > 0 ? SHUT_WR : SHUT_RDWR);
}

/// What waits on a connection's socket, without taking it: 0 nothing (yet), 1 bytes to read, 2 the
/// peer's end of file (it shut down its sending side: a half-close, or a full close), -1 an error.
/// recv(2) with MSG_PEEK "returns data from the beginning of the receive queue without removing
/// that data from the queue"; "When a stream socket peer has performed an orderly shutdown, the
/// return value will be 0". MSG_DONTWAIT makes it return at once.
static inline int
mhd_shim_peek_socket(int socket)
{
    char byte;
    ssize_t got = recv(socket, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
    if (got > 0) return 1;
    if (got == 0) return 2;
    return (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) ? 0 : -1;
}

#endif
