import Foundation
import Render
import TableLayout
import Testing

@testable import GameTable

/// Sends events to a table's reducer and holds the test to every change they make, as
/// The Composable Architecture's `TestStore` does.
///
/// Each `send` reduces one event and checks two things, exhaustively: the effects it asked
/// for are exactly those the test expects, in order, and the state is exactly the state
/// before it with the test's changes made. A part of the state the event changed that the
/// test did not name fails the test, by the part's name, with both values, and so does a
/// change the test expected that did not happen. Where a change is not one to spell out
/// (the choreography on the stage), the test takes it as it came, by name:
/// `{ $0.focus = .card(1); $0.stage = $1.stage }`: it is still named, so nothing changes
/// unseen.
///
/// The parts are compared whole, as `Mirror` sees them (dictionaries in sorted order), so
/// the move sources (existential values) are compared as well as the rest. Left out: `services` (what the app hands every scene,
/// not the table's state), `lastLayout` (a cache of the layout, a pure function of the
/// size and the places) and `wakeAsked` (the wake-up last asked for, which changes only
/// with a `.wake` effect, asserted as every effect is).
struct TableTestStore<Game: TableGame> {
    typealias State = TableState<Game>

    /// The state after the last event.
    private(set) var state: State
    /// The scene the state came from, to draw the state as the app would (`screen`).
    private let scene: TableScene<Game>

    /// The parts of the state that are not compared, and why (see above).
    static var uncompared: Set<String> { ["services", "lastLayout", "wakeAsked"] }

    /// A store around `scene`'s state.
    ///
    /// The effects the table asked for as it opened (its game held) must be expected too, as
    /// `opening`.
    init(
        _ scene: TableScene<Game>, opening: [TableEffect], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var scene = scene
        let asked = scene.takeEffects()
        if asked != opening {
            Issue.record(
                "The table opened asking for \(asked), not \(opening)", sourceLocation: sourceLocation)
        }
        state = scene.state
        self.scene = scene
    }

    /// The table as it draws itself now, in a terminal of `size`, at `now`: drawing asks the
    /// state and changes nothing.
    func screen(_ size: Size, now: Double) -> Screen {
        var scene = scene
        scene.state = state
        var screen = Screen(size: size)
        scene.render(into: &screen, now: now)
        return screen
    }

    /// Reduces `event`: the table must ask for exactly `effects`, and change exactly as
    /// `update` changes the state before it.
    mutating func send(
        _ event: TableEvent<Game.Action>, effects expected: [TableEffect] = [],
        sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout State) -> Void = { _ in }
    ) {
        var expectedState = state
        let effects = state.reduce(event)
        update(&expectedState)
        check(event, effects: effects, expected: expected, state: expectedState, at: sourceLocation)
    }

    /// Reduces `event` as `send` does; `update` is given the state before (to change) and
    /// the state after (to take a part from as it came: `$0.stage = $1.stage`).
    mutating func send(
        _ event: TableEvent<Game.Action>, effects expected: [TableEffect] = [],
        sourceLocation: SourceLocation = #_sourceLocation, taking update: (inout State, State) -> Void
    ) {
        var expectedState = state
        let effects = state.reduce(event)
        update(&expectedState, state)
        check(event, effects: effects, expected: expected, state: expectedState, at: sourceLocation)
    }

    /// Records an issue for each effect and each part of the state not as expected.
    private func check(
        _ event: TableEvent<Game.Action>, effects: [TableEffect], expected: [TableEffect],
        state expectedState: State,
        at sourceLocation: SourceLocation
    ) {
        if effects != expected {
            Issue.record(
                "\(event) asked for\n  \(effects)\nnot\n  \(expected)", sourceLocation: sourceLocation)
        }
        for difference in Self.differences(expected: expectedState, actual: state) {
            Issue.record("\(event) \(difference)", sourceLocation: sourceLocation)
        }
    }

    /// Every part in which `actual` is not `expected`, in words.
    static func differences(expected: State, actual: State) -> [String] {
        let wanted = parts(of: expected)
        let got = parts(of: actual)
        return wanted.keys.sorted().compactMap { name in
            guard wanted[name]?.canonical != got[name]?.canonical else { return nil }
            return
                "changed `\(name)` unlike expected:\n  expected: \(wanted[name]?.shown ?? "-")\n  actual:   \(got[name]?.shown ?? "-")"
        }
    }

    /// The state's parts by name: each as compared (`canonical`) and as shown (`dump`).
    static func parts(of state: State) -> [String: (canonical: String, shown: String)] {
        var parts: [String: (canonical: String, shown: String)] = [:]
        for child in Mirror(reflecting: state).children {
            guard let name = child.label, !uncompared.contains(name) else { continue }
            var shown = ""
            dump(child.value, to: &shown)
            parts[name] = (canonical(child.value), shown)
        }
        return parts
    }

    /// `value` written out whole, its dictionaries' and sets' members in sorted order: two
    /// equal dictionaries can list their members in different orders.
    static func canonical(_ value: Any, depth: Int = 0) -> String {
        let mirror = Mirror(reflecting: value)
        guard !mirror.children.isEmpty, depth < 64 else { return String(reflecting: value) }
        var members = mirror.children.map { child in
            (child.label.map { "\($0): " } ?? "") + canonical(child.value, depth: depth + 1)
        }
        if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { members.sort() }
        return "\(mirror.subjectType)(\(members.joined(separator: ", ")))"
    }
}
