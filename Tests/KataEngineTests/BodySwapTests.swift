import Foundation
import Testing

@testable import KataEngine

/// Kata 11's kept whole-file mutants as schema switches (``BodySwap``): only a difference that
/// one body holds, in the kept file and in the variant alike, is a swap.
@Suite struct BodySwapTests {
    static let kept = """
        public final class Box {
            private var items: [Int] = []
            public init() {}
            public func add(_ item: Int) {
                items.append(item)
            }
            public var count: Int { items.count }
        }

        """

    static func point(_ variant: String) throws -> SwiftMutationPoint? {
        let facts = try SwiftReader.located().read(sources: [kept, variant])
        return BodySwap.point(kept: kept, keptFacts: facts[0], variant: variant, variantFacts: facts[1])
    }

    @Test("A difference inside one function's body swaps that body, whole")
    func oneBodyIsSwapped() throws {
        let variant = Self.kept.replacingOccurrences(of: "items.append(item)", with: "items.insert(item, at: 0)")
        let point = try #require(try Self.point(variant))
        #expect(point.change == "swap a body")
        #expect(point.sites.first?.replacement.contains("items.insert(item, at: 0)") == true)
        #expect(point.sites.first?.replacement.contains("func") == false)
    }

    @Test("A body changed to call a helper added right after it is no swap: the variant's braces pair otherwise")
    func aBodyThatEndsInANewHelperIsNoSwap() throws {
        let variant = Self.kept.replacingOccurrences(
            of: "        items.append(item)\n    }\n",
            with: "        store(item)\n    }\n\n    private func store(_ item: Int) {\n        items.append(item)\n    }\n")
        #expect(try Self.point(variant) == nil)
    }

    @Test("Storage, or two bodies, is no swap")
    func storageAndTwoBodiesAreNoSwap() throws {
        #expect(try Self.point(Self.kept.replacingOccurrences(of: "private var items", with: "private(set) var items")) == nil)
        let twoBodies = Self.kept.replacingOccurrences(of: "items.append(item)", with: "items.append(item + 1)")
            .replacingOccurrences(of: "{ items.count }", with: "{ items.count + 1 }")
        #expect(try Self.point(twoBodies) == nil)
    }
}
