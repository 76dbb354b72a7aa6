#ifndef CARDTABLE_PSEUDO_TERMINAL_H
#define CARDTABLE_PSEUDO_TERMINAL_H

// A program on a pseudo-terminal of its own, for `cardtable --record`.
//
// The recorder runs the game the way `script` does: the game draws on the pseudo-terminal
// as on any terminal (ncurses takes its size and modes from there), and the recorder copies
// what it draws to the real terminal and to the recording. What must happen between fork
// and exec, and the calls Swift cannot make (variadic ioctl, the wait status macros), are
// here; the copying is in Swift.

#include <sys/types.h>

// The size of the terminal on `fd` in `columns` and `rows`; 0 on success, -1 when `fd` is
// no terminal or has no size.
int ct_pty_window_size(int fd, unsigned short *columns, unsigned short *rows);

// Gives the terminal on `fd` a new size (the program on it gets SIGWINCH); 0 or -1.
int ct_pty_set_window_size(int fd, unsigned short columns, unsigned short rows);

// Starts `path` with `argv` (ending in NULL) on a new pseudo-terminal of the given size,
// whose modes are those of the terminal on `model_fd` (when it is one). Returns the child's
// process id and sets `*master` to the controlling side (non-blocking, closed on exec), or
// returns -1 with errno set. A program that cannot be executed says so on the
// pseudo-terminal and exits with status 127.
pid_t ct_pty_spawn(
    const char *path, char *const argv[], int model_fd, unsigned short columns, unsigned short rows,
    int *master);

// Puts the terminal on `fd` in raw mode, keys passed through as they are, after saving its
// modes; until `ct_pty_restore_mode`, a crash restores them too. 0, or -1 when `fd` is no
// terminal.
int ct_pty_enter_raw_mode(int fd);

// Gives the terminal the modes `ct_pty_enter_raw_mode` saved (once; later calls do nothing).
void ct_pty_restore_mode(void);

// Reaps `pid`: its exit status as a shell reports it (128+N when signal N ended it), or -1
// when it has not ended (and `wait` is 0) or cannot be waited for.
int ct_pty_reap(pid_t pid, int wait);

#endif
