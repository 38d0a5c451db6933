import Foundation
import KataTestSupport
import MacBookKata
import Testing

/// The README's rules over generated scenarios: any number of selections (prices of any size,
/// any delivery days, the same one twice, back and forth), several stores side by side, and
/// prices written with many digits. The model is one line: the last selection is what shows.
/// Do not edit.
@Suite struct RuleTests {
    @Test("Rule 1: after any sequence of selections, the summary and the estimator show the latest one, in every store")
    func theLatestSelectionShowsInEveryStore() {
        checkRule(
            "rule 1: the latest selection reaches the summary and the estimator", reaching: Selections.dimensions,
            generate: Selections.generate, shrink: Selections.smaller
        ) {
            selections in
            let stores = (0..<2).map { _ in Store() }
            return withExtendedLifetime(stores) {
                var latest: [Selection?] = [nil, nil]
                for (number, selection) in selections.list.enumerated() {
                    stores[selection.store].configuration.userSelectedConfiguration(price: selection.price, deliveryDays: selection.days)
                    latest[selection.store] = selection
                    for (index, store) in stores.enumerated() {
                        let expectedTotal = latest[index]?.price ?? 0
                        let expectedEstimate = latest[index].map { "\($0.days)-day delivery" } ?? "N/A"
                        if store.summary.total != expectedTotal || store.delivery.deliveryEstimate != expectedEstimate {
                            return "after selection \(number + 1), store \(index + 1) shows \(store.summary.total) and \"\(store.delivery.deliveryEstimate)\", expected \(expectedTotal) and \"\(expectedEstimate)\""
                        }
                    }
                }
                return nil
            }
        }
    }

    @Test("Rule 1: once its mediator is gone, no selection reaches the summary or the estimator, whatever came before")
    func withoutTheMediatorNothingReachesAnyone() {
        checkRule(
            "rule 1: without the mediator a selection reaches nobody", reaching: Selections.dimensions,
            generate: Selections.generate, shrink: Selections.smaller) {
            selections in
            let configuration = ProductConfigurationViewModel()
            let summary = ProductSummaryViewModel(), delivery = DeliveryEstimatorViewModel()
            do {
                let mediator = ProductMediator(configurationViewModel: configuration, summaryViewModel: summary, deliveryViewModel: delivery)
                withExtendedLifetime(mediator) {
                    for selection in selections.list { configuration.userSelectedConfiguration(price: selection.price, deliveryDays: selection.days) }
                }
            }
            let before = (summary.total, delivery.deliveryEstimate)
            configuration.userSelectedConfiguration(price: 7, deliveryDays: 99)
            return (summary.total, delivery.deliveryEstimate) == before
                ? nil : "a selection made after the mediator was released still changed the summary or the estimate"
        }
    }

    @Test("Rule 1: the mediator owns the summary and the estimator, also after any selections")
    func theMediatorOwnsWhatItUpdates() {
        checkRule(
            "rule 1: the mediator owns the view models it updates", reaching: Selections.dimensions,
            generate: Selections.generate, shrink: Selections.smaller) {
            selections in
            let configuration = ProductConfigurationViewModel()
            weak var summary: ProductSummaryViewModel?
            weak var delivery: DeliveryEstimatorViewModel?
            let mediator: ProductMediator = {
                let ownSummary = ProductSummaryViewModel(), ownDelivery = DeliveryEstimatorViewModel()
                (summary, delivery) = (ownSummary, ownDelivery)
                return ProductMediator(configurationViewModel: configuration, summaryViewModel: ownSummary, deliveryViewModel: ownDelivery)
            }()
            return withExtendedLifetime(mediator) {
                for selection in selections.list { configuration.userSelectedConfiguration(price: selection.price, deliveryDays: selection.days) }
                guard summary != nil, delivery != nil else { return "the summary or the estimator was released while the mediator lived" }
                guard let last = selections.list.last else { return nil }
                return summary?.total == last.price ? nil : "the summary missed the latest selection"
            }
        }
    }

    @Test("Rule 2: nothing keeps itself alive: mediator and view models are released after any selections")
    func nothingLeaksAfterSelections() {
        checkRule(
            "rule 2: no retain cycle, with or without traffic", reaching: Selections.dimensions,
            generate: Selections.generate, shrink: Selections.smaller) { selections in
            let leaked = survivors {
                let store = Store()
                for selection in selections.list {
                    store.configuration.userSelectedConfiguration(price: selection.price, deliveryDays: selection.days)
                }
                return [store.mediator, store.configuration, store.summary, store.delivery]
            }
            return leaked.isEmpty ? nil : "still alive after the store was released: \(leaked)"
        }
    }

    @Test("Rule 3: storePrice keeps every digit of any price: no digits, many digits, many decimals, texts thousands of characters long")
    func storePriceKeepsEveryDigit() {
        checkRule(
            "rule 3: storePrice(text) is exactly the number written", reaching: PriceText.dimensions, generate: PriceText.generate,
            shrink: PriceText.smaller
        ) { price in
            let parsed = storePrice(price.text)
            return parsed == price.exact ? nil : "storePrice(\(price)) is \(parsed), expected exactly \(price.exact)"
        }
    }

    struct Store {
        let configuration = ProductConfigurationViewModel()
        let summary = ProductSummaryViewModel()
        let delivery = DeliveryEstimatorViewModel()
        let mediator: ProductMediator

        init() {
            mediator = ProductMediator(configurationViewModel: configuration, summaryViewModel: summary, deliveryViewModel: delivery)
        }
    }
}

/// One user's pick in one of two stores.
struct Selection: CustomStringConvertible {
    var store: Int
    var price: Decimal
    var days: Int

    var description: String { "store \(store + 1): \(price), \(days) days" }
}

/// A generated sequence of selections; repeats and returns to an earlier pick happen often.
struct Selections: CustomStringConvertible {
    var list: [Selection]

    var description: String { list.isEmpty ? "no selection" : list.map(\.description).joined(separator: "; ") }

    static func generate(_ random: inout SeededRandom, size: Int) -> Selections {
        var list: [Selection] = []
        for _ in 0..<size {
            let price = Decimal(random.int(in: 0...999_999)) / Decimal(random.pick([1, 10, 100]))
            let days = random.pick([0, 1, 2, 3, 7, 10, 30, 365])
            if var earlier = list.last, random.chance(40) {
                // The same pick again, an earlier one again, or only its price or days changed.
                switch random.int(in: 0...3) {
                case 0: break
                case 1: earlier = random.pick(list)
                case 2: earlier.price = price
                default: earlier.days = days
                }
                list.append(earlier)
                continue
            }
            list.append(Selection(store: random.int(in: 0...1), price: price, days: days))
        }
        return Selections(list: list)
    }

    /// What rule 1 depends on, as the README lists it.
    static let dimensions: [ScenarioDimension<Selections>] =
        ScenarioDimension.sizes("selection", "selections") { $0.list.count } + [
            ScenarioDimension("both stores") { Set($0.list.map(\.store)).count == 2 },
            ScenarioDimension("the same pick again") { list in zip(list.list, list.list.dropFirst()).contains { $0.price == $1.price && $0.days == $1.days } },
        ]

    static func smaller(_ selections: Selections) -> [Selections] { smallerArrays(selections.list).map(Selections.init) }
}

/// A price as the store writes it, and the number it means, built digit by digit with no
/// parsing involved.
struct PriceText: CustomStringConvertible {
    var whole: [Int]
    var fraction: [Int]

    var text: String {
        whole.map(String.init).joined() + (fraction.isEmpty ? "" : "." + fraction.map(String.init).joined())
    }

    /// Zeros before the first significant digit and after the last add nothing: the digits
    /// between them (38 at most) are the significand, and where the last one stands, the exponent.
    var exact: Decimal {
        let digits = whole + fraction
        guard let first = digits.firstIndex(where: { $0 != 0 }), let last = digits.lastIndex(where: { $0 != 0 }) else { return 0 }
        var significand = Decimal(0)
        for digit in digits[first...last] { significand = significand * 10 + Decimal(digit) }
        return Decimal(sign: .plus, exponent: digits.count - 1 - last - fraction.count, significand: significand)
    }

    /// The text as Swift writes it, a run of more than 20 zeros as `String(repeating: "0", count: n)`,
    /// so that a text thousands of characters long fits on a line.
    var description: String {
        var parts: [String] = [], literal = "", zeros = 0
        func endZeros() {
            if zeros > 20 {
                if !literal.isEmpty { parts.append("\"\(literal)\"") }
                parts.append("String(repeating: \"0\", count: \(zeros))")
                literal = ""
            } else {
                literal += String(repeating: "0", count: zeros)
            }
            zeros = 0
        }
        for character in text {
            if character == "0" { zeros += 1 } else { endZeros(); literal.append(character) }
        }
        endZeros()
        if !literal.isEmpty || parts.isEmpty { parts.append("\"\(literal)\"") }
        return parts.joined(separator: " + ")
    }

    /// What rule 3 depends on, as the README lists it.
    static let dimensions: [ScenarioDimension<PriceText>] = [
        ScenarioDimension("one digit") { $0.whole.count == 1 && $0.fraction.isEmpty },
        ScenarioDimension("no decimals") { $0.fraction.isEmpty }, ScenarioDimension("four or more decimals") { $0.fraction.count >= 4 },
        ScenarioDimension("more digits than any native integer") { $0.whole.count + $0.fraction.count > 20 },
        ScenarioDimension("texts past 1,024 characters") { $0.text.count > 1_024 },
        ScenarioDimension("a fraction of 39 zeros or more, then a digit") { $0.fraction.prefix { $0 == 0 }.count >= 39 && $0.fraction.contains { $0 != 0 } },
        ScenarioDimension("33 to 38 significant digits") { (33...38).contains($0.significantDigits) },
        ScenarioDimension("zeros after the last digit of the fraction") { $0.fraction.count >= 2 && $0.fraction.last == 0 },
        ScenarioDimension("0 written long") { $0.significantDigits == 0 && $0.text.count > 1 },
    ]

    /// The digits from the first that is not 0 to the last that is not 0.
    var significantDigits: Int {
        let digits = whole + fraction
        guard let first = digits.firstIndex(where: { $0 != 0 }), let last = digits.lastIndex(where: { $0 != 0 }) else { return 0 }
        return last - first + 1
    }

    static func generate(_ random: inout SeededRandom, size: Int) -> PriceText {
        if random.chance(8) { return PriceText(whole: [random.int(in: 0...9)], fraction: []) }
        if random.chance(40) { return long(&random) }
        // One price in ten has more digits than any native integer holds (UInt64: 20 digits, up
        // to 18446744073709551615: twenty digits from a leading 2 are past it too).
        let wholeDigits = random.chance(10) ? random.int(in: 20...26) : 1 + random.int(in: 0...(size + random.pick([0, 2, 8])))
        var whole = random.array(wholeDigits) { $0.int(in: 0...9) }
        if whole.count > 1, whole[0] == 0 { whole[0] = random.int(in: 1...9) }
        if whole.count == 20, whole[0] < 2 { whole[0] = random.int(in: 2...9) }
        let fraction = random.array(random.pick([0, 1, 2, 2, 3, 4, size])) { $0.int(in: 0...9) }
        return PriceText(whole: whole, fraction: fraction)
    }

    /// A long text written by ``long(_:)``: a price that a `Decimal` holds exactly, up to 38
    /// significant digits, written the long way. Up to 4,096 zeros before it (a text cut to its
    /// first 32, 40, 64, 100, 256, 1,024 … characters loses its digits); a fraction of up to
    /// 127 zeros before its digit (`"0." + 39 zeros + "1"`); zeros after its digits, before the
    /// point (up to 10^100) or after it. Its fraction stays within 128 digits and its zeros after
    /// the last digit within 127: a `Decimal`'s exponent reaches no further, and a text past that
    /// is left open.
    static func long(_ random: inout SeededRandom) -> PriceText {
        let count = random.pick([0, 1, 1, random.int(in: 2...20), random.int(in: 21...38), 38])
        var significant = random.array(count) { $0.int(in: 0...9) }
        if count > 0 { (significant[0], significant[count - 1]) = (random.int(in: 1...9), random.int(in: 1...9)) }
        // Where the last significant digit stands: in the units, up to 100 places before them, in
        // the fraction, or past the significant digits, up to 128 places into it.
        let exponent =
            count == 0 ? 0 : random.pick([0, random.int(in: 1...100), -random.int(in: 1...count), -random.int(in: min(count + 1, 128)...128)])
        let zerosBefore = random.chance(35) ? 0 : { random in let base = 1 << random.int(in: 0...11); return base + random.int(in: 0...base) }(&random)
        let mostZerosAfter = min(128 - max(0, -exponent), 127 - max(exponent, 0))
        let zerosAfter = random.chance(40) && mostZerosAfter > 0 ? random.int(in: 1...mostZerosAfter) : 0
        var whole = Array(repeating: 0, count: zerosBefore)
        var fraction: [Int] = []
        if exponent >= 0 {
            whole += significant + Array(repeating: 0, count: exponent)
        } else if -exponent < count {
            whole += significant[..<(count + exponent)]
            fraction = Array(significant[(count + exponent)...])
        } else {
            whole.append(0)
            fraction = Array(repeating: 0, count: -exponent - count) + significant
        }
        if whole.isEmpty { whole = [0] }
        return PriceText(whole: whole, fraction: fraction + Array(repeating: 0, count: zerosAfter))
    }

    /// Half the zeros before it (a long text down to the length a cut shows at), one digit less
    /// before or after the point.
    static func smaller(_ price: PriceText) -> [PriceText] {
        var candidates: [PriceText] = []
        let zeros = min(price.whole.prefix { $0 == 0 }.count, price.whole.count - 1)
        if zeros > 1 { candidates.append(PriceText(whole: Array(price.whole.dropFirst(zeros / 2)), fraction: price.fraction)) }
        if price.whole.count > 1 { candidates.append(PriceText(whole: Array(price.whole.dropFirst()), fraction: price.fraction)) }
        if !price.fraction.isEmpty { candidates.append(PriceText(whole: price.whole, fraction: Array(price.fraction.dropLast()))) }
        return candidates.filter { $0.whole.first != 0 || $0.whole.count == 1 || price.whole.first == 0 }
    }
}
