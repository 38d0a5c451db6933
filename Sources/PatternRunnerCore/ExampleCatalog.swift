import Conceptual
import ExampleSupport
import GameCharacters
import MacBookConfigurator
import Musketeers
import NewsFeed

/// The one place the runner learns which examples exist, in the order they are listed.
public enum ExampleCatalog {
    public static let examples: [ExampleDescriptor] = [
        ConceptualExample.descriptor,
        MacBookConfiguratorExample.descriptor,
        GameCharactersExample.descriptor,
        NewsFeedExample.descriptor,
        MusketeersExample.descriptor,
    ]
}
