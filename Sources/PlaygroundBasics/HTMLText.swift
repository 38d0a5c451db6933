/// Text made safe to place in HTML or XML, as element content or a quoted attribute value:
/// the one escaper every generated page uses (flow pages, the class report, the live room).
///
/// It works on Unicode scalars, never on `Character`s: a `"` followed by a combining mark is one
/// `Character` that is not equal to `"`, so an escaper comparing characters lets the quote out
/// raw and the rest of the text becomes markup.
public enum HTMLText {
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
