// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cardtable",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "cardtable", targets: ["cardtable"]),
        // The rules, and the computer players' decisions, for any front end.
        .library(name: "CardModel", targets: ["CardModel"]),
        .library(name: "CardPlayers", targets: ["CardPlayers"]),
    ],
    targets: [
        // Rules as value types; no I/O, randomness injected.
        .target(name: "CardModel"),
        // The messages between a shared table's host and its guests: versioned lines of JSON,
        // each checked as it is read.
        .target(name: "TableWire", dependencies: ["CardModel"]),
        // The player's files, read and written the careful way (shared/reference/files.md).
        .target(name: "FileStore"),
        // The computer players: their decisions as plain functions of a game.
        .target(name: "CardPlayers", dependencies: ["CardModel"]),
        // Cell geometry: the aspect-ratio grid fit and where each part of the table goes.
        .target(name: "TableLayout"),
        // Tweens, easing, the table diff and the choreography of every card's motion.
        .target(name: "Animation", dependencies: ["CardModel", "TableLayout"]),
        // Cells, styles, the in-memory screen, piles and the marks every card shares; no game.
        .target(name: "Render", dependencies: ["TableLayout"]),
        // What the app needs of a terminal: keys, clicks, sizes and frames, and one in memory.
        .target(name: "TerminalIO", dependencies: ["Render", "TableLayout"]),
        // The one table every game is played on: scenes, the table scene generic over the
        // game, panels, focus, clock, move sources, and the entry a game declares itself by;
        // what it asks of the player's files it names as protocols the app supplies.
        .target(
            name: "GameTable",
            dependencies: ["CardModel", "TableLayout", "Animation", "Render", "TerminalIO"]),
        // What the player keeps, on files: games in progress, the record of games, the
        // settings (the table's GameKeeper and SettingsStore).
        .target(name: "Keeping", dependencies: ["CardModel", "FileStore", "GameTable"]),
        // Set and the daily puzzle at the table: their painters, words and the computer that
        // plays Set.
        .target(
            name: "SetTable",
            dependencies: [
                "CardModel", "CardPlayers", "FileStore", "GameTable", "TableLayout", "Animation", "Render",
                "TerminalIO",
            ]),
        // Set's variants, each a game of its own on Set's table: Junior (27 solid cards) and
        // Set-Chain (each Set uses one card of the last).
        .target(name: "SetJuniorTable", dependencies: ["CardModel", "GameTable", "SetTable"]),
        .target(name: "SetChainTable", dependencies: ["CardModel", "GameTable", "SetTable"]),
        // UltraSet: four cards, two pairs completing to the same card.
        .target(name: "SetUltraTable", dependencies: ["CardModel", "GameTable", "SetTable"]),
        // Memorize at the table: its painter, its themes and the computer that plays it.
        .target(
            name: "MemorizeTable",
            dependencies: [
                "CardModel", "CardPlayers", "GameTable", "FileStore", "TableLayout", "Animation",
                "Render",
                "TerminalIO",
            ]),
        // The app: the loop, the scenes on screen, the menu, the statistics, the catalogue
        // of games, and the one runner that carries out the scenes' effects (it alone writes).
        .target(
            name: "CardTableApp",
            dependencies: [
                "CardModel", "FileStore", "GameTable", "SetTable", "SetJuniorTable", "SetChainTable",
                "SetUltraTable", "MemorizeTable", "TableLayout", "Animation", "Render", "TerminalIO",
            ]),
        // The ncurses system library, reached through a small shim header.
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        // Signal handlers that only note the signal, and the wait for input beside them.
        .target(name: "CTerminalSignals", linkerSettings: [.linkedLibrary("ncursesw")]),
        // Unix domain sockets for a shared table: listen, connect, accept, peer credentials.
        .target(name: "CTableSocket"),
        // A table shared with other terminals: the sockets, who may join, the host and its
        // guests, and the scenes of the host's and a guest's terminal around the table.
        .target(
            name: "TableHosting",
            dependencies: [
                "CTableSocket", "TableWire", "GameTable", "CardModel", "FileStore", "Render", "TableLayout",
                "TerminalIO",
            ]),
        // A program on a pseudo-terminal of its own, and the recorder's signals (for --record).
        .target(name: "CPseudoTerminal", linkerSettings: [.linkedLibrary("util")]),
        // `--record FILE`: the game played on a pseudo-terminal, copied to the screen and to
        // an asciicast file.
        .target(name: "SessionRecorder", dependencies: ["CPseudoTerminal"]),
        // The one place that calls ncurses.
        .target(
            name: "NcursesTerminal",
            dependencies: ["CNcurses", "CTerminalSignals", "TerminalIO", "Render", "TableLayout"]),
        // The executable: the command line and its help, then the app on ncurses.
        .executableTarget(
            name: "cardtable",
            dependencies: [
                "CardTableApp", "GameTable", "Keeping", "CardModel", "FileStore", "NcursesTerminal",
                "SessionRecorder", "TableHosting", "TerminalIO", "Animation", "Render", "TableLayout",
            ]),
        // `make bench`: frame render times and the bytes sent per frame.
        .executableTarget(
            name: "cardtable-bench",
            dependencies: [
                "CardTableApp", "GameTable", "SetTable", "MemorizeTable", "CardModel",
                "CardPlayers",
                "Animation", "Render", "TableLayout", "TerminalIO", "NcursesTerminal",
            ]),

        // Golden-file comparison shared by the test targets.
        .target(
            name: "TestSupport", dependencies: ["CardModel", "FileStore", "Render", "TableLayout"],
            path: "Sources/TestSupport"),

        .testTarget(name: "CardModelTests", dependencies: ["CardModel", "TestSupport"]),
        .testTarget(name: "CardPlayersTests", dependencies: ["CardPlayers", "CardModel", "TestSupport"]),
        .testTarget(name: "FileStoreTests", dependencies: ["FileStore", "TestSupport"]),
        .testTarget(name: "TableWireTests", dependencies: ["TableWire", "CardModel"]),
        .testTarget(
            name: "TableHostingTests",
            dependencies: [
                "TableHosting", "TableWire", "GameTable", "SetTable", "MemorizeTable", "Keeping", "CardModel",
                "CardTableApp",
                "Animation", "Render", "TableLayout", "TerminalIO", "FileStore", "CTableSocket",
                "TestSupport",
            ]),
        .testTarget(name: "TableLayoutTests", dependencies: ["TableLayout"]),
        .testTarget(name: "AnimationTests", dependencies: ["Animation", "TableLayout"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "TableLayout", "TestSupport"]),
        .testTarget(
            name: "SetTableTests",
            dependencies: [
                "SetTable", "GameTable", "Animation", "Render", "CardModel", "TableLayout", "TestSupport",
            ],
            exclude: ["Golden"]),
        .testTarget(
            name: "MemorizeTableTests",
            dependencies: ["MemorizeTable", "Render", "CardModel", "TableLayout", "TestSupport"],
            exclude: ["Golden"]),
        .testTarget(
            name: "CardTableTests",
            dependencies: [
                "cardtable", "CardTableApp", "GameTable", "SetTable", "SetJuniorTable", "SetChainTable",
                "SetUltraTable", "MemorizeTable", "Keeping",
                "TerminalIO",
                "CardModel", "CardPlayers", "Animation", "FileStore", "Render", "TableLayout", "TestSupport",
            ],
            exclude: ["Golden", "Fixtures"]),
        .testTarget(
            name: "NcursesTerminalTests",
            dependencies: ["NcursesTerminal", "Render", "TableLayout", "TestSupport"],
            exclude: ["Golden"]),
        .testTarget(name: "SessionRecorderTests", dependencies: ["SessionRecorder"]),
        .testTarget(name: "EndToEndTests", dependencies: ["CardModel", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
