/// # Game characters
///
/// **Intent.** Game objects send messages without holding references to each other: a
/// mediator keeps the list of receivers and delivers either to everyone but the sender, or to
/// one named receiver.
///
/// **Roles.** ``Mediator`` is the mediator protocol, whose extension supplies both delivery
/// rules; ``CharactersMediator`` is the concrete mediator; ``Receivable`` is the colleague
/// protocol, identified by `id`; ``Player`` and ``FlyingMob`` are the colleagues.
///
/// **Source.** "Mediator Design Pattern", eleev/swift-design-patterns (document 001,
/// https://github.com/eleev/swift-design-patterns). See Docs/Sources.md.
///
/// **Errata.**
/// - Ids are random UUIDs, so every run prints different ones; golden comparison masks them.
/// - The document's last output line shows the key `you are going to be slapped at`, but its
///   code sends `["hitTest": (x: 10, y: 23)]`. The program prints what the code sends.
/// - `FlyingMod under id:` is a typo in the document's `print`; it is kept, because it is what
///   the document's trace shows.
/// - The document's emoji arrives mis-encoded (`ðŸ˜„`); the program prints `😄`.
/// - The prose says the boss mob "decided to reply", but the targeted send has no sender at
///   all; the trace is the same either way.
public enum GameCharactersExample {}
