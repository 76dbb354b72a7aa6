#define _GNU_SOURCE
#include "table_socket.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

static int address(const char *path, struct sockaddr_un *out) {
    size_t length = strlen(path);
    if (length == 0 || length >= sizeof out->sun_path) return -ENAMETOOLONG;
    memset(out, 0, sizeof *out);
    out->sun_family = AF_UNIX;
    memcpy(out->sun_path, path, length + 1);
    return 0;
}

int ct_table_listen(const char *path, int mode) {
    struct sockaddr_un where;
    int problem = address(path, &where);
    if (problem < 0) return problem;
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0) return -errno;
    // The socket file is made private, and only then opened to whoever `mode` lets in.
    mode_t previous = umask(0077);
    int bound = bind(fd, (struct sockaddr *)&where, sizeof where);
    int saved = errno;
    umask(previous);
    // The longest queue the system allows (it caps SOMAXCONN at net.core.somaxconn): a
    // flood of connections from one program leaves room in it for the players'.
    if (bound < 0 || listen(fd, SOMAXCONN) < 0 || chmod(path, (mode_t)mode) < 0) {
        if (bound == 0) saved = errno;
        if (bound == 0) unlink(path);
        close(fd);
        return -saved;
    }
    return fd;
}

int ct_table_connect(const char *path, int milliseconds) {
    struct sockaddr_un where;
    int problem = address(path, &where);
    if (problem < 0) return problem;
    // A Unix socket connects at once, or says why not; with a full queue (-EAGAIN) it waits
    // in the kernel for room, up to `milliseconds` (the send time-out bounds a Unix
    // socket's connect), and never longer on a listener that does not accept.
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | (milliseconds > 0 ? 0 : SOCK_NONBLOCK), 0);
    if (fd < 0) return -errno;
    if (milliseconds > 0) {
        struct timeval limit = {milliseconds / 1000, (milliseconds % 1000) * 1000};
        if (setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, sizeof limit) < 0) {
            int saved = errno;
            close(fd);
            return -saved;
        }
    }
    int connected;
    do {
        connected = connect(fd, (struct sockaddr *)&where, sizeof where);
    } while (connected < 0 && errno == EINTR && milliseconds > 0);
    if (connected < 0) {
        int saved = errno == EINPROGRESS ? EAGAIN : errno;
        close(fd);
        return -saved;
    }
    if (milliseconds > 0) {
        struct timeval none = {0, 0};
        int flags = fcntl(fd, F_GETFL);
        if (flags < 0 || fcntl(fd, F_SETFL, flags | O_NONBLOCK) < 0 ||
            setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &none, sizeof none) < 0) {
            int saved = errno;
            close(fd);
            return -saved;
        }
    }
    return fd;
}

int ct_table_accept(int listener) {
    int fd = accept4(listener, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK);
    return fd < 0 ? -errno : fd;
}

int ct_table_peer(int fd, int *pid, unsigned *uid, unsigned *gid) {
    struct ucred credentials;
    socklen_t length = sizeof credentials;
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) < 0) return -errno;
    *pid = credentials.pid;
    *uid = credentials.uid;
    *gid = credentials.gid;
    return 0;
}

long ct_table_read(int fd, void *buffer, long size) {
    ssize_t count;
    do {
        count = read(fd, buffer, (size_t)size);
    } while (count < 0 && errno == EINTR);
    if (count < 0) return errno == EWOULDBLOCK ? -EAGAIN : -errno;
    return (long)count;
}

long ct_table_write(int fd, const void *buffer, long size) {
    ssize_t count;
    do {
        count = send(fd, buffer, (size_t)size, MSG_NOSIGNAL | MSG_DONTWAIT);
    } while (count < 0 && errno == EINTR);
    if (count < 0) return errno == EWOULDBLOCK ? -EAGAIN : -errno;
    return (long)count;
}

int ct_table_wait_readable(int fd, int milliseconds) {
    struct pollfd watched = {fd, POLLIN, 0};
    int ready;
    do {
        ready = poll(&watched, 1, milliseconds);
    } while (ready < 0 && errno == EINTR);
    if (ready < 0) return -errno;
    return ready > 0 ? 1 : 0;
}

int ct_table_path_limit(void) { return (int)sizeof(((struct sockaddr_un *)0)->sun_path) - 1; }
