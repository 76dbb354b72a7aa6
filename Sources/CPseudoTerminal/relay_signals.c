#include "relay_signals.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static int relay_pipe[2] = {-1, -1};

// The only work in a handler: note the signal for the copying loop, which polls the pipe.
static void on_signal(int sig) {
    int saved = errno;
    unsigned char byte = (unsigned char)sig;
    ssize_t ignored = write(relay_pipe[1], &byte, 1);
    (void)ignored;
    errno = saved;
}

int ct_relay_install_signals(void) {
    if (relay_pipe[0] < 0) {
        if (pipe(relay_pipe) != 0) return -1;
        for (int i = 0; i < 2; i++) {
            fcntl(relay_pipe[i], F_SETFL, fcntl(relay_pipe[i], F_GETFL) | O_NONBLOCK);
            fcntl(relay_pipe[i], F_SETFD, FD_CLOEXEC);
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = on_signal;
    // Reads and writes go on after a signal; poll, which is never restarted, wakes up.
    action.sa_flags = SA_RESTART;
    int passed_on[] = {SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP};
    for (unsigned i = 0; i < sizeof passed_on / sizeof passed_on[0]; i++) {
        struct sigaction old;
        if (sigaction(passed_on[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN) continue;
        sigaction(passed_on[i], &action, NULL);
    }
    // A stopped child is no news: only its end is.
    action.sa_flags = SA_RESTART | SA_NOCLDSTOP;
    sigaction(SIGCHLD, &action, NULL);
    return relay_pipe[0];
}

int ct_relay_take_signal(void) {
    unsigned char byte;
    if (relay_pipe[0] < 0) return 0;
    return read(relay_pipe[0], &byte, 1) == 1 ? byte : 0;
}
