import ConceptualKata
import KataSupport
import KataTestSupport
import Testing

/// The tests for kata 01. Do not edit: make them pass by changing ConcreteMediator.swift.
@Suite struct ConceptualKataTests {
    @Test("On A: the mediator prints its reaction, then component 2 does C")
    func eventATriggersC() {
        let component1 = Component1(), component2 = Component2()
        let mediator = ConcreteMediator(component1, component2)
        let trace = withExtendedLifetime(mediator) { Trace.capture { component1.doA() } }
        expectTrace(
            trace,
            equals: """
                Component 1 does A.
                Mediator reacts on A and triggers following operations:
                Component 2 does C.

                """)
    }

    @Test("On D: the mediator prints its reaction, then component 1 does B and component 2 does C, in that order")
    func eventDTriggersBThenC() {
        let component1 = Component1(), component2 = Component2()
        let mediator = ConcreteMediator(component1, component2)
        let trace = withExtendedLifetime(mediator) { Trace.capture { component2.doD() } }
        expectTrace(
            trace,
            equals: """
                Component 2 does D.
                Mediator reacts on D and triggers following operations:
                Component 1 does B.

                Component 2 does C.

                """)
    }

    @Test("On B and C: nothing at all, no line and no call")
    func eventsBAndCTriggerNothing() {
        let component1 = Component1(), component2 = Component2()
        let mediator = ConcreteMediator(component1, component2)
        let trace = withExtendedLifetime(mediator) {
            Trace.capture {
                component1.doB()
                component2.doC()
            }
        }
        expectTrace(trace, equals: "Component 1 does B.\n\nComponent 2 does C.\n")
        #expect(component1.performed == ["B"] && component2.performed == ["C"], "B and C must not make anyone do anything more")
    }

    @Test("The mediator makes the components act; printing their lines is not enough")
    func theComponentsReallyAct() {
        let component1 = Component1(), component2 = Component2()
        let mediator = ConcreteMediator(component1, component2)
        withExtendedLifetime(mediator) {
            _ = Trace.capture {
                component1.doA()
                component2.doD()
            }
        }
        #expect(component2.performed == ["C", "D", "C"], "after A component 2 does C; after D it does C again, after B")
        #expect(component1.performed == ["A", "B"], "after D component 1 does B")
    }

    @Test("Rule 5 with 1,025 mediators alive at once: each makes its own component 2 do C on A, and the last reacts to D too")
    func manyMediatorsSideBySide() {
        let pairs = (0..<FloodSize.mediatorsAliveAtOnce).map { _ in (Component1(), Component2()) }
        let mediators = pairs.map { ConcreteMediator($0.0, $0.1) }
        withExtendedLifetime(mediators) {
            _ = Trace.capture {
                for (component1, _) in pairs { component1.doA() }
                pairs.last?.1.doD()
            }
        }
        let wrong = pairs.indices.filter { pairs[$0].1.performed.first != "C" || pairs[$0].1.performed.count != ($0 == pairs.count - 1 ? 3 : 1) }
        #expect(
            wrong.isEmpty,
            "\(pairs.count) mediators alive at once, each told A by its own component 1 (and the last then D): the mediators made \(wrong.prefix(5).map { "#\($0 + 1)" }.joined(separator: ", "))\(wrong.count > 5 ? " and \(wrong.count - 5) more" : "") did not make their own component 2 act")
        #expect(pairs.last.map { $0.0.performed == ["A", "B"] } == true, "the last mediator made, told D: its component 1 does B")
    }

    @Test("Rule 6: the mediator owns the components: they live as long as it does")
    func theMediatorOwnsItsComponents() {
        weak var weakComponent1: Component1?
        weak var weakComponent2: Component2?
        let mediator: ConcreteMediator = {
            let component1 = Component1(), component2 = Component2()
            (weakComponent1, weakComponent2) = (component1, component2)
            return ConcreteMediator(component1, component2)
        }()
        // Ownership alone: whether the mediator reacts to events is the other rules' business.
        withExtendedLifetime(mediator) {
            #expect(weakComponent1 != nil, "nobody but the mediator holds component 1, and it must keep it alive")
            #expect(weakComponent2 != nil, "nobody but the mediator holds component 2, and it must keep it alive")
        }
    }

    @Test("Without its mediator a component's event reaches nobody")
    func withoutTheMediatorNothingHappens() {
        let component1 = Component1(), component2 = Component2()
        do { _ = ConcreteMediator(component1, component2) }
        let trace = Trace.capture { component1.doA() }
        #expect(trace == "Component 1 does A.\n", "the mediator is gone, so nobody may react to A")
        #expect(component2.performed.isEmpty, "the mediator is gone, so component 2 must not do C (or anything else)")
    }

    @Test("The full client trace matches the document")
    func fullClientTraceMatchesTheDocument() {
        let component1 = Component1(), component2 = Component2()
        let mediator = ConcreteMediator(component1, component2)
        let trace = withExtendedLifetime(mediator) {
            Trace.capture {
                print("Client triggers operation A.")
                component1.doA()
                print("\nClient triggers operation D.")
                component2.doD()
            }
        }
        expectTrace(
            trace,
            equals: """
                Client triggers operation A.
                Component 1 does A.
                Mediator reacts on A and triggers following operations:
                Component 2 does C.

                Client triggers operation D.
                Component 2 does D.
                Mediator reacts on D and triggers following operations:
                Component 1 does B.

                Component 2 does C.

                """)
    }

    @Test("Nothing leaks: mediator and components are released together")
    func nothingLeaks() {
        let leaked = survivors {
            let component1 = Component1(), component2 = Component2()
            let mediator = ConcreteMediator(component1, component2)
            return [mediator, component1, component2]
        }
        #expect(leaked.isEmpty, "still alive: \(leaked)")
    }
}
