/// # The three musketeers and a generic mediator
///
/// **Intent.** A reusable, generic mediator keeps a list of colleagues (each held strongly or
/// weakly, as the caller chooses) and invokes them, optionally skipping the one that started
/// the exchange. The musketeers use it to shout to each other without knowing each other.
///
/// **Roles.** ``Colleague`` is the colleague protocol and ``MediatorProtocol`` the mediator
/// protocol; ``Mediator`` is the generic base; ``MusketeerMediator`` is the concrete mediator;
/// ``Musketeer`` is the colleague.
///
/// **Source.** Notes on Kodeco's "Design Patterns by Tutorials", chapter 19 "Mediator Pattern"
/// (document 004, https://www.kodeco.com/books/design-patterns-by-tutorials), "Playground
/// example". See Docs/Sources.md.
///
/// **Errata.**
/// - The documented output stops after the third message, yet the example then broadcasts
///   "Charge!" to every musketeer. The program prints those three lines and the golden file
///   has them.
/// - The documented output ends with a stray closing quote (`uno!”`), an artefact of the
///   book's quotation; the program prints `uno!`.
/// - `index(where:)` no longer exists in Swift; this uses `firstIndex(where:)`.
/// - One `// MARK` line in the document has a single slash (`/ MARK: - Colleague`), which
///   does not compile; `protocol …: class` is deprecated and is `AnyObject` here.
public enum MusketeersExample {}
