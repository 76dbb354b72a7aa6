#ifndef CARDTABLE_NCURSES_SHIM_H
#define CARDTABLE_NCURSES_SHIM_H

// Wide-character ncurses: these must be defined before the header, or get_wch,
// cchar_t and wint_t are not declared (SwiftPM rejects pkg-config's -D flags).
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <ncursesw/curses.h>
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

// Attribute macros are expression macros, which Swift does not import.
static inline attr_t ct_attr_bold(void) { return A_BOLD; }
static inline attr_t ct_attr_reverse(void) { return A_REVERSE; }
static inline attr_t ct_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t ct_attr_dim(void) { return A_DIM; }
static inline attr_t ct_attr_normal(void) { return A_NORMAL; }

// Globals that Swift 6 rejects as shared mutable state, read through functions.
static inline WINDOW *ct_stdscr(void) { return stdscr; }
static inline int ct_lines(void) { return LINES; }
static inline int ct_cols(void) { return COLS; }
static inline int ct_colors(void) { return COLORS; }
static inline int ct_color_pairs(void) { return COLOR_PAIRS; }

static inline mmask_t ct_button1_pressed(void) { return BUTTON1_PRESSED; }

// newterm on the process's own standard streams (Swift 6 rejects the C stdio globals).
static inline SCREEN *ct_newterm_stdio(void) { return newterm(NULL, stdout, stdin); }

// newterm writing to a file and reading nothing: real ncurses with no terminal at all,
// so a benchmark can count the bytes each frame costs.
static inline SCREEN *ct_newterm_file(const char *type, const char *path) {
    FILE *out = fopen(path, "w");
    FILE *in = fopen("/dev/null", "r");
    if (out == NULL || in == NULL) return NULL;
    return newterm(type, out, in);
}

// Whether the terminal can put the cursor anywhere (a "dumb" terminal cannot draw a table).
static inline int ct_can_address_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

// Whether the current locale's character set is UTF-8 (after setlocale).
static inline int ct_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

// On a signal that ends the program (Ctrl-C, Ctrl-\\, SIGTERM, SIGHUP, or a crash such as a
// Swift trap): close any synchronized-output frame, give the terminal back, then die of the
// same signal. endwin is what ncurses' own handlers call too; it turns mouse reporting off.
static void ct_restore_and_reraise(int sig) {
    static const char endFrame[] = "\033[?2026l";
    ssize_t ignored = write(STDOUT_FILENO, endFrame, sizeof endFrame - 1);
    (void)ignored;
    endwin();
    signal(sig, SIG_DFL);
    raise(sig);
}

static inline void ct_install_exit_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = ct_restore_and_reraise;
    sigemptyset(&action.sa_mask);
    // Once handled, a signal falls back to its default, so a crash inside endwin still ends.
    action.sa_flags = SA_RESETHAND;
    int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        sigaction(signals[i], &action, NULL);
    }
}

#endif
