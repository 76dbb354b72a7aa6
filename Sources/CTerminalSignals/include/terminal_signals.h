#ifndef CARDTABLE_TERMINAL_SIGNALS_H
#define CARDTABLE_TERMINAL_SIGNALS_H

// Signals and waiting for input, for the ncurses terminal adapter.
//
// Handlers only write the signal's number to a pipe (async-signal-safe); the app's loop
// waits on that pipe beside the terminal and does the real work in normal code: saving,
// restoring the terminal, suspending. Crash signals cannot wait for the loop: they put
// the terminal back with write and tcsetattr alone, then die of the same signal.

// Saves the terminal's modes as the shell left them; call before ncurses changes them.
void ct_save_shell_mode(void);

// Turns off flow control (IXON, IXOFF) so Ctrl-S cannot freeze the output; the shell's
// setting comes back with its modes on every way out. Returns 0 when done.
int ct_turn_off_flow_control(void);

// Installs the handlers, after newterm (whose own SIGWINCH handler is kept and called).
// A signal the program was started with ignored (nohup) stays ignored. A signal that ends
// the program (INT, TERM, HUP, QUIT) also starts a watchdog: from a second on, a terminal
// that takes no output is given up on (writes go to /dev/null, its modes put back), so
// nothing it holds keeps the program from ending.
void ct_install_signal_handlers(void);

// The next signal noted by a handler, or 0 when there is none.
int ct_take_signal(void);

// Stops the program as Ctrl-Z asks (the terminal already given back); returns on `fg`.
void ct_suspend(void);

// Ends the program by `sig` with its default action, so the exit status says so.
void ct_die_of(int sig);

// Whether the terminal is behind: standard output cannot take more now, or holds more than
// `bytes` the terminal has not taken yet.
int ct_output_is_behind(int bytes);

// Drops what was written to standard output but not yet taken by the terminal.
void ct_discard_output(void);

// The columns of the terminal `fd` is (TIOCGWINSZ), or -1 when it is not a terminal.
int ct_terminal_columns(int fd);

// Seconds on the monotonic clock.
double ct_monotonic_seconds(void);

// What waiting for input found.
enum {
    CT_WAIT_TIMEOUT = 0,
    CT_WAIT_INPUT = 1,
    CT_WAIT_SIGNAL = 2,
    CT_WAIT_HANGUP = 3,
    CT_WAIT_INTERRUPTED = 4,
    CT_WAIT_DESCRIPTOR = 5
};

// Waits up to `milliseconds` (-1: for ever) for input on standard input or a signal.
//
// Standard input that is readable with nothing to read has ended (the terminal is gone):
// that is a hang-up too, even when no SIGHUP came.
int ct_wait_for_input(int milliseconds);

// Waits as ct_wait_for_input does, and also for `count` more descriptors: each to be
// readable, and also writable where `writing` says so. CT_WAIT_DESCRIPTOR when one of them
// is ready (or has hung up) and neither standard input nor a signal is.
int ct_wait_for_input_and(int milliseconds, const int *descriptors, const int *writing, int count);

#endif
