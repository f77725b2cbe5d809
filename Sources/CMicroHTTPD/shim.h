#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/* MHD_start_daemon and MHD_get_daemon_info are variadic, which Swift cannot call: these wrap
   the forms PreviewServer uses. */

typedef enum MHD_Result (*proofsheet_access_handler)(void *cls, struct MHD_Connection *connection, const char *url,
                                                      const char *method, const char *version, const char *upload_data,
                                                      size_t *upload_data_size, void **request_context);
typedef void (*proofsheet_completed_handler)(void *cls, struct MHD_Connection *connection, void **request_context,
                                              enum MHD_RequestTerminationCode code);

/* Leaves the request target as sent (percent-encoded): PreviewServer decodes it itself, so a
   `%00` or an encoded `/` can be refused rather than cut or taken as a separator. */
static inline size_t proofsheet_keep_escaped(void *cls, struct MHD_Connection *connection, char *s) {
    (void)cls; (void)connection;
    return strlen(s);
}

/* A daemon listening on one IPv4 address (dotted quad) and port (0: any free one), a thread per
   connection, at most `limit` connections; NULL when the address is not IPv4 or it cannot bind. */
static inline struct MHD_Daemon *proofsheet_start(const char *address, uint16_t port, unsigned int limit,
                                                  proofsheet_access_handler handler, proofsheet_completed_handler completed,
                                                  void *context) {
    struct sockaddr_in addr;
    memset(&addr, 0, sizeof addr);
    addr.sin_family = AF_INET;
    addr.sin_port = htons(port);
    if (inet_pton(AF_INET, address, &addr.sin_addr) != 1) return NULL;
    return MHD_start_daemon(MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD, port, NULL, NULL,
                            handler, context,
                            MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&addr,
                            MHD_OPTION_CONNECTION_LIMIT, limit,
                            MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)30,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, context,
                            MHD_OPTION_UNESCAPE_CALLBACK, proofsheet_keep_escaped, NULL,
                            MHD_OPTION_END);
}

static inline uint16_t proofsheet_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}
