/// A game that can say what breaks its own rules now: the soak asks it after every step.
///
/// Not a part of `TableGame`: a game need not check itself, and the soak checks what every
/// game has besides (no card in two places on the table, the game its log gives back).
public protocol SelfChecking {
    /// What breaks the game's own rules now, if anything: a card in two places or in none,
    /// a pair without its twin.
    var inconsistency: String? { get }
}
