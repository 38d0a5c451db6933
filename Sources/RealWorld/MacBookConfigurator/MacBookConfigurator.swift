/// # MacBook configurator
///
/// **Intent.** Three view models of a store page stay consistent without knowing each other:
/// a configuration change goes to a mediator, which updates the price summary and the
/// delivery estimate.
///
/// **Roles.** ``ProductMediating`` is the mediator protocol; ``ProductMediator`` the concrete
/// mediator; ``ProductConfigurationViewModel`` (sender, holds its mediator weakly),
/// ``ProductSummaryViewModel`` and ``DeliveryEstimatorViewModel`` are the colleagues.
///
/// **Source.** "Apple Store: Design Patterns", Mediator section, xsdc/AppleStoreGlucode
/// (document 000, https://github.com/xsdc/AppleStoreGlucode). See Docs/Sources.md.
///
/// **Errata.**
/// - The document passes the literal `2599.99` as a `Decimal`. Swift builds such literals
///   through `Double`, so on Linux it prints `2599.989999999999488`. We build the price
///   exactly from its digits, and the trace shows `2599.99` as the document does.
/// - The document's comments show the estimate as `"N/A"` and `"3-day delivery"` with quotes;
///   `print` writes a `String` without quotes, so the golden file has none.
public enum MacBookConfiguratorExample {}
