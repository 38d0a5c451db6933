/// # News feed likes
///
/// **Intent.** Three screens show like counts for the same news. When the feed screen reports
/// a like or a dislike, the screen mediator forwards it to every screen, so each keeps its own
/// count right without knowing the others.
///
/// **Roles.** ``ScreenUpdatable`` is both the colleague and the mediator protocol;
/// ``ScreenMediator`` is the concrete mediator; ``NewsFeedViewController`` (the sender),
/// ``NewsDetailViewController`` and ``ProfileViewController`` are the colleagues; ``News`` is
/// the shared model.
///
/// **Source.** Refactoring.Guru, "Mediator in Swift" (document 003,
/// https://refactoring.guru/design-patterns/mediator/swift/example) and "Посредник на Swift"
/// (002), "Real world example". See Docs/Sources.md.
///
/// **Errata.**
/// - The documents' feed screen updates counts with `for var item in newsArray { … }`, which
///   changes a copy: the feed's counts never move. Here the feed updates its array in place,
///   so after "like all" each news item has one more like, and "dislike all" restores them.
/// - The trace mixes `Screen Mediator:` (likes) and `ScreenMediator:` (dislikes). Both
///   spellings are kept: they are what the documents print.
/// - The trace starts with two blank lines (`"\n\nNews Feed: …"`); the documents trim them,
///   and so does golden comparison.
/// - `protocol ScreenUpdatable: class` is deprecated; it is `AnyObject` here.
public enum NewsFeedExample {}
