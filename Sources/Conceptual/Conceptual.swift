/// # Conceptual Mediator: two components and events A–D
///
/// **Intent.** Components never call each other; they tell a mediator that something happened,
/// and the mediator decides who does what next.
///
/// **Roles.** ``Mediator`` is the protocol components notify; ``ConcreteMediator`` owns the
/// coordination rules; ``BaseComponent`` holds the weak back reference; ``Component1`` (events
/// A and B) and ``Component2`` (events C and D) are the colleagues.
///
/// **Source.** Refactoring.Guru, "Mediator in Swift" (document 003,
/// https://refactoring.guru/design-patterns/mediator/swift/example) and its Russian edition
/// "Посредник на Swift" (002), "Conceptual example". See Docs/Sources.md.
///
/// **Errata.**
/// - The documents' client also prints the mediator object (`print(mediator)`), a line their
///   documented output omits. We keep the mediator alive with `withExtendedLifetime` instead,
///   so the trace matches the documented output.
/// - Document 002 shows the output without its blank lines; 003 shows them. The program
///   prints them (`"\n..."` and `"...B.\n"`), so the golden file follows 003.
/// - `ConcreteMediator` in the documents stores its components strongly while components
///   hold it weakly; that is kept, and the mediator ignores events B and C on purpose.
public enum ConceptualExample {}
