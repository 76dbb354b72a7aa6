#include "terminal_signals.h"

#include <errno.h>
#include <fcntl.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/time.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static int signal_pipe[2] = {-1, -1};
static struct sigaction ncurses_winch;
static struct termios shell_mode;
static int has_shell_mode = 0;
// What puts the terminal back after a crash, made ready before any crash can happen.
static char restore_bytes[256];
static size_t restore_length = 0;

// Whether `descriptor` cannot take even one more byte now (a terminal stopped, or not read).
static int cannot_write(int descriptor) {
    struct pollfd out = {descriptor, POLLOUT, 0};
    return poll(&out, 1, 0) == 0;
}

// The program is ending but a terminal that takes no output holds it (stopped, or its
// reader gone quiet): what it would write there goes nowhere instead, and the terminal's
// modes, which need no output, are put back. A write blocked on it is restarted (SA_RESTART)
// on /dev/null, so the program goes on to keep its games and end as the signal asked.
static void on_watchdog(int sig) {
    (void)sig;
    int saved = errno;
    int descriptors[] = {STDOUT_FILENO, STDERR_FILENO};
    for (unsigned i = 0; i < 2; i++) {
        if (!isatty(descriptors[i]) || !cannot_write(descriptors[i])) continue;
        if (has_shell_mode) tcsetattr(STDIN_FILENO, TCSANOW, &shell_mode);
        int nowhere = open("/dev/null", O_WRONLY);
        if (nowhere >= 0) {
            dup2(nowhere, descriptors[i]);
            close(nowhere);
        }
    }
    errno = saved;
}

// Once a signal says to end, the program has this long before a terminal that takes no
// output is given up on, and looks again as often after.
static const struct itimerval watchdog_interval = {{0, 500000}, {1, 0}};

static void on_signal(int sig) {
    int saved = errno;
    unsigned char byte = (unsigned char)sig;
    ssize_t ignored = write(signal_pipe[1], &byte, 1);
    (void)ignored;
    if (sig == SIGINT || sig == SIGTERM || sig == SIGHUP || sig == SIGQUIT) {
        struct itimerval running;
        if (getitimer(ITIMER_REAL, &running) == 0 && running.it_value.tv_sec == 0
            && running.it_value.tv_usec == 0) {
            setitimer(ITIMER_REAL, &watchdog_interval, NULL);
        }
    }
    errno = saved;
}

// SIGWINCH: ncurses' own handler notes the new size (KEY_RESIZE); the pipe wakes the loop.
static void on_winch(int sig) {
    void (*handler)(int) = ncurses_winch.sa_handler;
    if (handler != SIG_DFL && handler != SIG_IGN && handler != NULL) handler(sig);
    on_signal(sig);
}

static void on_crash(int sig) {
    if (has_shell_mode) tcsetattr(STDIN_FILENO, TCSANOW, &shell_mode);
    // A terminal that takes no output must not keep a crashed program alive: the bytes
    // go if they can, at once, and the shared descriptor is left blocking as it was.
    int flags = fcntl(STDOUT_FILENO, F_GETFL);
    if (flags >= 0) fcntl(STDOUT_FILENO, F_SETFL, flags | O_NONBLOCK);
    ssize_t ignored = write(STDOUT_FILENO, restore_bytes, restore_length);
    (void)ignored;
    if (flags >= 0) fcntl(STDOUT_FILENO, F_SETFL, flags);
    // SA_RESETHAND put the default action back: this ends the program with `sig`.
    raise(sig);
}

void ct_save_shell_mode(void) { has_shell_mode = tcgetattr(STDIN_FILENO, &shell_mode) == 0; }

int ct_turn_off_flow_control(void) {
    struct termios mode;
    if (tcgetattr(STDIN_FILENO, &mode) != 0) return -1;
    mode.c_iflag &= ~(tcflag_t)(IXON | IXOFF);
    return tcsetattr(STDIN_FILENO, TCSANOW, &mode);
}

static void append_restore(const char *bytes) {
    if (bytes == NULL || bytes == (char *)-1) return;
    size_t length = strlen(bytes);
    if (restore_length + length >= sizeof restore_bytes) return;
    memcpy(restore_bytes + restore_length, bytes, length);
    restore_length += length;
}

void ct_install_signal_handlers(void) {
    if (signal_pipe[0] < 0 && pipe(signal_pipe) == 0) {
        for (int i = 0; i < 2; i++) {
            fcntl(signal_pipe[i], F_SETFL, fcntl(signal_pipe[i], F_GETFL) | O_NONBLOCK);
            fcntl(signal_pipe[i], F_SETFD, FD_CLOEXEC);
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = on_signal;
    int noted[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT};
    for (unsigned i = 0; i < sizeof noted / sizeof noted[0]; i++) {
        struct sigaction old;
        if (sigaction(noted[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN) continue;
        sigaction(noted[i], &action, NULL);
    }
    action.sa_handler = on_watchdog;
    action.sa_flags = SA_RESTART;
    sigaction(SIGALRM, &action, NULL);
    action.sa_flags = 0;
    action.sa_handler = on_winch;
    struct sigaction previous;
    sigaction(SIGWINCH, &action, &previous);
    if (previous.sa_handler != on_winch) ncurses_winch = previous;

    restore_length = 0;
    append_restore("\033[?2026l");
    append_restore(tigetstr("sgr0"));
    append_restore("\033[?1006l\033[?1002l\033[?1000l");
    append_restore(tigetstr("cnorm"));
    append_restore(tigetstr("rmkx"));
    append_restore(tigetstr("rmcup"));
    action.sa_handler = on_crash;
    // Once handled, a signal falls back to its default, so a crash in the handler still ends.
    action.sa_flags = SA_RESETHAND;
    int crashes[] = {SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE};
    for (unsigned i = 0; i < sizeof crashes / sizeof crashes[0]; i++) {
        sigaction(crashes[i], &action, NULL);
    }
}

int ct_take_signal(void) {
    unsigned char byte;
    if (signal_pipe[0] < 0) return 0;
    return read(signal_pipe[0], &byte, 1) == 1 ? byte : 0;
}

void ct_suspend(void) {
    struct sigaction action, old;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = SIG_DFL;
    sigaction(SIGTSTP, &action, &old);
    raise(SIGTSTP);
    sigaction(SIGTSTP, &old, NULL);
}

void ct_die_of(int sig) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = SIG_DFL;
    sigaction(sig, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(sig);
}

int ct_output_is_behind(int bytes) {
    struct pollfd out = {STDOUT_FILENO, POLLOUT, 0};
    if (poll(&out, 1, 0) == 0) return 1;
    int queued = 0;
    return ioctl(STDOUT_FILENO, TIOCOUTQ, &queued) == 0 && queued > bytes;
}

void ct_discard_output(void) { tcflush(STDOUT_FILENO, TCOFLUSH); }

int ct_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0) return -1;
    return size.ws_col;
}

double ct_monotonic_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

int ct_wait_for_input(int milliseconds) { return ct_wait_for_input_and(milliseconds, NULL, NULL, 0); }

int ct_wait_for_input_and(int milliseconds, const int *descriptors, const int *writing, int count) {
    enum { MOST = 64 };
    struct pollfd fds[2 + MOST] = {{STDIN_FILENO, POLLIN, 0}, {signal_pipe[0], POLLIN, 0}};
    nfds_t base = signal_pipe[0] >= 0 ? 2 : 1;
    if (count > MOST) count = MOST;
    for (int i = 0; i < count; i++) {
        fds[base + i].fd = descriptors[i];
        fds[base + i].events = (short)(POLLIN | (writing[i] ? POLLOUT : 0));
        fds[base + i].revents = 0;
    }
    int ready = poll(fds, base + (nfds_t)(count > 0 ? count : 0), milliseconds);
    if (ready < 0) return errno == EINTR ? CT_WAIT_INTERRUPTED : CT_WAIT_HANGUP;
    if (ready == 0) return CT_WAIT_TIMEOUT;
    if (base == 2 && (fds[1].revents & POLLIN)) return CT_WAIT_SIGNAL;
    if (fds[0].revents & (POLLERR | POLLNVAL)) return CT_WAIT_HANGUP;
    if (fds[0].revents & (POLLIN | POLLHUP)) {
        int pending = 0;
        if (ioctl(STDIN_FILENO, FIONREAD, &pending) != 0 || pending <= 0) return CT_WAIT_HANGUP;
        return CT_WAIT_INPUT;
    }
    for (int i = 0; i < count; i++) {
        if (fds[base + i].revents != 0) return CT_WAIT_DESCRIPTOR;
    }
    return CT_WAIT_TIMEOUT;
}
