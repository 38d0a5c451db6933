import ExampleSupport
import Foundation

/// `list`: one line per example — name, title, source documents.
struct ListCommand {
    let examples: [ExampleDescriptor]

    func run(console: Console) {
        let width = (examples.map(\.name.count).max() ?? 0) + 2
        for example in examples {
            let name = example.name.padding(toLength: width, withPad: " ", startingAt: 0)
            console.out.line("\(name)\(example.title)  [docs \(example.documents.joined(separator: ", "))]")
        }
    }
}
