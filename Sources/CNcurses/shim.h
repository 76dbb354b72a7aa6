#ifndef CARDTABLE_NCURSES_SHIM_H
#define CARDTABLE_NCURSES_SHIM_H

// Wide-character ncurses: these must be defined before the header, or get_wch,
// cchar_t and wint_t are not declared (SwiftPM rejects pkg-config's -D flags).
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <ncursesw/curses.h>
#include <langinfo.h>
#include <locale.h>
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

// A real mouse sends a press and, later, a release: ask for both, so that neither is left
// pending inside ncurses (with the press alone, the release stalls the input). A press and
// release read together (a busy program, a slow link) ncurses merges into a click, even
// with mouseinterval(0): ask for clicks too, and let any of them act.
static inline mmask_t ct_button1_acts(void) {
    return BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON1_TRIPLE_CLICKED;
}
static inline mmask_t ct_button1_events(void) { return ct_button1_acts() | BUTTON1_RELEASED; }

// newterm on the process's own standard streams (Swift 6 rejects the C stdio globals).
static inline SCREEN *ct_newterm_stdio(void) { return newterm(NULL, stdout, stdin); }

// newterm writing to a file and reading nothing: real ncurses with no terminal at all,
// so a benchmark can count the bytes each frame costs.
// The file is appended to, as the frames written beside ncurses are.
static inline SCREEN *ct_newterm_file(const char *type, const char *path) {
    FILE *out = fopen(path, "w");
    if (out != NULL) out = freopen(path, "a", out);
    FILE *in = fopen("/dev/null", "r");
    if (out == NULL || in == NULL) return NULL;
    return newterm(type, out, in);
}

// Whether the terminal has the named string capability (after newterm).
static inline int ct_has_capability(const char *name) {
    char *value = tigetstr(name);
    return value != NULL && value != (char *)-1;
}

// The named string capability of the terminal (after newterm), or NULL when it has none.
static inline const char *ct_capability(const char *name) {
    char *value = tigetstr(name);
    return value == (char *)-1 ? NULL : value;
}

// The named string capability with up to two numbers put in (tparm, which Swift cannot call:
// it takes a variable list), or NULL when the terminal has no such capability.
static inline const char *ct_formatted_capability(const char *name, int first, int second) {
    const char *value = ct_capability(name);
    if (value == NULL) return NULL;
    return tiparm(value, first, second);
}

// Whether the terminal has the named boolean capability (after newterm).
static inline int ct_has_flag(const char *name) { return tigetflag(name) > 0; }

// Whether the terminal can put the cursor anywhere (a "dumb" terminal cannot draw a table).
static inline int ct_can_address_cursor(void) { return ct_has_capability("cup"); }

// Whether the current locale's character set is UTF-8 (after setlocale).
static inline int ct_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}


#endif
