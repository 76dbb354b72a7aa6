#ifndef CARDTABLE_TABLE_SOCKET_H
#define CARDTABLE_TABLE_SOCKET_H

// Unix domain sockets for a table shared between terminals: the calls that need a
// sockaddr_un or socket options, which Swift reaches awkwardly. Every descriptor is
// close-on-exec; the ones that return an int give -errno on failure.

// A listening socket bound at `path` (created with mode 0600, then set to `mode`), not
// blocking. Returns the descriptor.
int ct_table_listen(const char *path, int mode);

// A connection to the socket at `path`, not blocking once made. Returns the descriptor
// (-ECONNREFUSED: nobody listens there, a socket left by a program that died). A listener
// whose queue is full is waited on for up to `milliseconds` (0: not at all, -EAGAIN).
int ct_table_connect(const char *path, int milliseconds);

// The next connection waiting on `listener`, not blocking (-EAGAIN: none waiting).
int ct_table_accept(int listener);

// Who is at the other end of `fd`, as the kernel says (SO_PEERCRED). Returns 0 or -errno.
int ct_table_peer(int fd, int *pid, unsigned *uid, unsigned *gid);

// Reads at most `size` bytes: the count, 0 at the end of the stream, or -errno (-EAGAIN:
// nothing to read now).
long ct_table_read(int fd, void *buffer, long size);

// Writes at most `size` bytes without a SIGPIPE: the count, or -errno (-EAGAIN: no room now).
long ct_table_write(int fd, const void *buffer, long size);

// Waits up to `milliseconds` for `fd` to be readable: 1 when it is, 0 on time-out, -errno.
int ct_table_wait_readable(int fd, int milliseconds);

// The longest path a socket may have.
int ct_table_path_limit(void);

#endif
