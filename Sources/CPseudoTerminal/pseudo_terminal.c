#include "pseudo_terminal.h"

#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_mode;
static int saved_fd = -1;

int ct_pty_window_size(int fd, unsigned short *columns, unsigned short *rows) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 || size.ws_row == 0) return -1;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}

int ct_pty_set_window_size(int fd, unsigned short columns, unsigned short rows) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    size.ws_col = columns;
    size.ws_row = rows;
    return ioctl(fd, TIOCSWINSZ, &size) == 0 ? 0 : -1;
}

pid_t ct_pty_spawn(
    const char *path, char *const argv[], int model_fd, unsigned short columns, unsigned short rows,
    int *master) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    size.ws_col = columns;
    size.ws_row = rows;
    struct termios mode;
    int has_mode = tcgetattr(model_fd, &mode) == 0;
    int fd = -1;
    pid_t pid = forkpty(&fd, NULL, has_mode ? &mode : NULL, &size);
    if (pid < 0) return -1;
    if (pid == 0) {
        // Between fork and exec only async-signal-safe calls: the parent has threads.
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        execv(path, argv);
        static const char message[] = "cardtable: cannot start the game to record\r\n";
        ssize_t ignored = write(STDERR_FILENO, message, sizeof message - 1);
        (void)ignored;
        _exit(127);
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    fcntl(fd, F_SETFD, FD_CLOEXEC);
    *master = fd;
    return pid;
}

static void on_crash(int sig) {
    if (saved_fd >= 0) tcsetattr(saved_fd, TCSANOW, &saved_mode);
    // SA_RESETHAND put the default action back: this ends the program with `sig`.
    raise(sig);
}

int ct_pty_enter_raw_mode(int fd) {
    struct termios raw;
    if (tcgetattr(fd, &saved_mode) != 0) return -1;
    raw = saved_mode;
    cfmakeraw(&raw);
    saved_fd = fd;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = on_crash;
    action.sa_flags = SA_RESETHAND;
    int crashes[] = {SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE};
    for (unsigned i = 0; i < sizeof crashes / sizeof crashes[0]; i++) sigaction(crashes[i], &action, NULL);
    return tcsetattr(fd, TCSADRAIN, &raw) == 0 ? 0 : -1;
}

void ct_pty_restore_mode(void) {
    if (saved_fd < 0) return;
    tcsetattr(saved_fd, TCSADRAIN, &saved_mode);
    saved_fd = -1;
}

int ct_pty_reap(pid_t pid, int wait) {
    int status = 0;
    pid_t result;
    do {
        result = waitpid(pid, &status, wait ? 0 : WNOHANG);
    } while (result < 0 && errno == EINTR);
    if (result != pid) return -1;
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return -1;
}
