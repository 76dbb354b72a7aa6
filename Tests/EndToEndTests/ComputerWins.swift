extension TmuxSession {
    /// Waits for a game against the computer to show the computer's points, then for them to
    /// reach `points` on a screen where `also` holds too; returns that screen.
    ///
    /// The start is waited for apart, so that a game that never opens fails as such.
    @discardableResult
    func waitForComputer(
        toReach points: Int, _ what: String, timeout: Duration,
        also: (PaneSnapshot) -> Bool = { _ in true }
    ) async throws -> PaneSnapshot {
        try await waitFor("the game against the computer") { $0.status?.players["Computer"] != nil }
        return try await waitFor(what, timeout: timeout) {
            (Int($0.status?.players["Computer"] ?? "") ?? 0) >= points && also($0)
        }
    }
}
