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
        // The player's files, read and written the careful way (shared/reference/files.md).
        .target(name: "FileStore"),
        // The computer players: their decisions as plain functions of a game.
        .target(name: "CardPlayers", dependencies: ["CardModel"]),
        // Cell geometry: the aspect-ratio grid fit and where each part of the table goes.
        .target(name: "TableLayout"),
        // Tweens, easing, the table diff and the choreography of every card's motion.
        .target(name: "Animation", dependencies: ["CardModel", "TableLayout"]),
        // Cells, styles, the in-memory screen and the card painters.
        .target(name: "Render", dependencies: ["CardModel", "TableLayout"]),
        // The app: scenes, input handling and the frame loop, written against `Terminal`.
        .target(
            name: "CardTable",
            dependencies: ["CardModel", "CardPlayers", "FileStore", "TableLayout", "Animation", "Render"]),
        // The ncurses system library, reached through a small shim header.
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        // Signal handlers that only note the signal, and the wait for input beside them.
        .target(name: "CTerminalSignals", linkerSettings: [.linkedLibrary("ncursesw")]),
        // A program on a pseudo-terminal of its own, and the recorder's signals (for --record).
        .target(name: "CPseudoTerminal", linkerSettings: [.linkedLibrary("util")]),
        // `--record FILE`: the game played on a pseudo-terminal, copied to the screen and to
        // an asciicast file.
        .target(name: "SessionRecorder", dependencies: ["CPseudoTerminal"]),
        // The one place that calls ncurses.
        .target(
            name: "NcursesTerminal", dependencies: ["CNcurses", "CTerminalSignals", "CardTable", "Render"]),
        .executableTarget(
            name: "cardtable",
            dependencies: ["CardTable", "CardModel", "FileStore", "NcursesTerminal", "SessionRecorder"]),
        // `make bench`: frame render times and the bytes ncurses sends per frame.
        .executableTarget(
            name: "cardtable-bench",
            dependencies: [
                "CardTable", "CardModel", "CardPlayers", "Animation", "Render", "TableLayout",
                "NcursesTerminal",
            ]),

        // Golden-file comparison shared by the test targets.
        .target(name: "TestSupport", path: "Sources/TestSupport"),

        .testTarget(name: "CardModelTests", dependencies: ["CardModel"]),
        .testTarget(name: "CardPlayersTests", dependencies: ["CardPlayers", "CardModel"]),
        .testTarget(name: "FileStoreTests", dependencies: ["FileStore", "TestSupport"]),
        .testTarget(name: "TableLayoutTests", dependencies: ["TableLayout"]),
        .testTarget(name: "AnimationTests", dependencies: ["Animation", "TableLayout"]),
        .testTarget(
            name: "RenderTests", dependencies: ["Render", "CardModel", "TableLayout", "TestSupport"],
            exclude: ["Golden"]),
        .testTarget(
            name: "CardTableTests",
            dependencies: ["CardTable", "CardModel", "FileStore", "Render", "TestSupport"],
            exclude: ["Golden"]),
        .testTarget(name: "NcursesTerminalTests", dependencies: ["NcursesTerminal", "Render"]),
        .testTarget(name: "SessionRecorderTests", dependencies: ["SessionRecorder"]),
        .testTarget(name: "EndToEndTests", dependencies: ["CardModel"]),
    ],
    swiftLanguageModes: [.v6]
)
