#ifndef CARDTABLE_RELAY_SIGNALS_H
#define CARDTABLE_RELAY_SIGNALS_H

// The recorder's signals, noted in a pipe that its copying loop polls beside the terminals.
//
// A handler does nothing but write the signal's number (async-signal-safe); the loop then
// passes the signal on to the game, gives the pseudo-terminal the new size, or reaps the game.

// Installs handlers that write the number of each signal the recorder passes on or acts on
// (SIGWINCH, SIGCHLD, SIGTERM, SIGHUP, SIGINT, SIGQUIT) to a pipe, and returns the pipe's
// reading end (non-blocking), or -1. Signals the program was started with ignored stay ignored.
int ct_relay_install_signals(void);

// The next signal noted by a handler, or 0 when there is none.
int ct_relay_take_signal(void);

#endif
