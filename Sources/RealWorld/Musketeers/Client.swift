import ExampleSupport
import Foundation

extension MusketeersExample {
    /// The document's playground: three messages, then the mediator's own "Charge!".
    public static func run() {
        let mediator = MusketeerMediator()
        let athos = Musketeer(mediator: mediator, name: "Athos")
        let porthos = Musketeer(mediator: mediator, name: "Porthos")
        let aramis = Musketeer(mediator: mediator, name: "Aramis")

        athos.sendMessage("One for all...!")
        print("")
        porthos.sendMessage("and all for one...!")
        print("")
        aramis.sendMessage("Unus pro omnibus, omnes pro uno!")
        print("")
        // The client speaks through the mediator itself; the arrows record that.
        Flow.report("Charge!", from: "Client", to: MusketeerMediator.flowName) {
            mediator.invokeColleagues { receiver in
                Flow.deliver("Charge!", from: MusketeerMediator.flowName, to: Flow.name(of: receiver)) {
                    receiver.colleague(nil, didSendMessage: "Charge!")
                }
            }
        }
    }

    /// This example as the runner and the tests see it.
    public static let descriptor = ExampleDescriptor(
        name: "musketeers",
        aliases: ["musketeer", "generic", "generic-mediator", "three-musketeers"],
        title: "Musketeers: a generic Mediator<ColleagueType>",
        documents: ["004"],
        bundle: .module,
        run: run
    )
}
