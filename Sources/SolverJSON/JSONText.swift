/// JSON string literals as every LayoutCheck writer prints them (solver output, frames
/// baselines, `frames --json`): the two characters JSON requires escaped, the common control
/// characters by name and the others as `\u00XX`; everything else as it is, so the bytes
/// never depend on a platform encoder's choices.
public enum JSONText {
    public static func string(_ s: String) -> String {
        // Most strings (view names, UIKit's diagnostics) need no escape: copy them whole rather
        // than a scalar at a time (a tenth of encoding a frames baseline went to that).
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + s + "\""
        }
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
