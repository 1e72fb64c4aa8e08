//! JavaScript's number and padding semantics, as the reference programs print.
//!
//! The reference programs format with `Number.prototype.toFixed`, `String(n)` and
//! `String.prototype.padStart`/`padEnd`. Rust's `{:.2}` rounds exact ties to even and
//! `{}` never switches to exponent notation, so the programs use these functions instead.

/// `String(x)` for a JavaScript number: the shortest digits that read back as `x`, in plain
/// notation for exponents -7..21 and in exponent notation (`1e+21`, `1.5e-7`) outside.
pub fn sayi(x: f64) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x == 0.0 {
        return "0".into();
    }
    if x < 0.0 {
        return format!("-{}", sayi(-x));
    }
    if x.is_infinite() {
        return "Infinity".into();
    }
    // Rust's `{:e}` gives the shortest round-trip digits: "d.ddde-7".
    let bilimsel = format!("{x:e}");
    let (mantis, us) = bilimsel.split_once('e').expect("{:e} always has an exponent");
    let rakam: String = mantis.chars().filter(char::is_ascii_digit).collect();
    let k = rakam.len() as i32;
    let n = us.parse::<i32>().expect("{:e} exponent is an integer") + 1;
    if k <= n && n <= 21 {
        format!("{rakam}{}", "0".repeat((n - k) as usize))
    } else if 0 < n && n <= 21 {
        let (tam, kesir) = rakam.split_at(n as usize);
        format!("{tam}.{kesir}")
    } else if -6 < n && n <= 0 {
        format!("0.{}{rakam}", "0".repeat(-n as usize))
    } else {
        let isaret = if n - 1 < 0 { '-' } else { '+' };
        let (bas, kalan) = rakam.split_at(1);
        let nokta = if kalan.is_empty() { "" } else { "." };
        format!("{bas}{nokta}{kalan}e{isaret}{}", (n - 1).abs())
    }
}

/// `x.toFixed(basamak)`: the exact binary value of `x` rounded to `basamak` decimals, an exact
/// tie rounding away from zero (`(2.5).toFixed(0)` is `"3"`, `(1.005).toFixed(2)` is `"1.00"`
/// because 1.005 is stored just below it). Like JavaScript, a negative value keeps its sign
/// even when it rounds to zero, `-0` prints without one, and `|x| >= 1e21` or a non-finite `x`
/// prints as [`sayi`] does. JavaScript allows 0..=100 decimals, and so does this function.
pub fn to_fixed(x: f64, basamak: usize) -> String {
    assert!(basamak <= 100, "toFixed accepts 0..=100 decimals, got {basamak}");
    if !x.is_finite() {
        return sayi(x);
    }
    let isaret = if x < 0.0 { "-" } else { "" };
    let x = x.abs();
    if x >= 1e21 {
        return format!("{isaret}{}", sayi(x));
    }
    // A double has at most 1074 fractional digits, so this expansion is exact.
    let tam = format!("{x:.1100}");
    let (ust, alt) = tam.split_once('.').expect("fixed notation has a point");
    let mut rakam: Vec<u8> = ust.bytes().chain(alt.bytes().take(basamak)).collect();
    if alt.as_bytes()[basamak] >= b'5' {
        // The dropped part is at least half a unit: round up, carrying to the left.
        let mut i = rakam.len();
        loop {
            if i == 0 {
                rakam.insert(0, b'1');
                break;
            }
            i -= 1;
            if rakam[i] == b'9' {
                rakam[i] = b'0';
            } else {
                rakam[i] += 1;
                break;
            }
        }
    }
    let rakam = String::from_utf8(rakam).expect("digits are ASCII");
    let (tam, kesir) = rakam.split_at(rakam.len() - basamak);
    if basamak == 0 { format!("{isaret}{tam}") } else { format!("{isaret}{tam}.{kesir}") }
}

/// A row label for a value the user gave: `x.toFixed(basamak)` when that reads back as `x` (the
/// lesson's `0.010`), else `x` as JavaScript prints it (`0.0001`, `1e-7`), so that no two rows
/// look alike and none hides the value given.
pub fn etiket(x: f64, basamak: usize) -> String {
    let sabit = to_fixed(x, basamak);
    if sabit.parse::<f64>() == Ok(x) { sabit } else { sayi(x) }
}

/// Serializes an `f64` as `JSON.stringify` writes a number: an integral value without a
/// fraction (`1`, not `1.0`), a non-finite one as `null`. For `#[serde(serialize_with)]`.
pub fn js_sayi_yaz<S: serde::Serializer>(x: &f64, s: S) -> Result<S::Ok, S::Error> {
    const TAM_SINIR: f64 = 9_007_199_254_740_992.0; // 2^53: larger integers are not exact
    if !x.is_finite() {
        s.serialize_none()
    } else if x.fract() == 0.0 && x.abs() < TAM_SINIR {
        s.serialize_i64(*x as i64)
    } else {
        s.serialize_f64(*x)
    }
}

/// A figure of a program's result: prints as `String(n)` and serializes as `JSON.stringify`
/// writes it (see [`js_sayi_yaz`]).
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd, Default)]
pub struct Sayi(pub f64);

impl serde::Serialize for Sayi {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        js_sayi_yaz(&self.0, s)
    }
}

impl std::fmt::Display for Sayi {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&sayi(self.0))
    }
}

/// Length as JavaScript counts it (UTF-16 code units), which is what its padding measures.
fn js_uzunluk(s: &str) -> usize {
    s.encode_utf16().count()
}

/// `s.padStart(genislik)`: spaces before `s` up to `genislik`; a longer `s` is left as it is.
pub fn pad_start(s: &str, genislik: usize) -> String {
    format!("{}{s}", " ".repeat(genislik.saturating_sub(js_uzunluk(s))))
}

/// `s.padEnd(genislik)`: spaces after `s` up to `genislik`; a longer `s` is left as it is.
pub fn pad_end(s: &str, genislik: usize) -> String {
    format!("{s}{}", " ".repeat(genislik.saturating_sub(js_uzunluk(s))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn etiket_verilen_degeri_gosterir() {
        assert_eq!(etiket(0.01, 3), "0.010");
        assert_eq!(etiket(0.005, 3), "0.005");
        assert_eq!(etiket(0.0001, 3), "0.0001");
        assert_eq!(etiket(0.0125, 3), "0.0125");
        assert_eq!(etiket(1e-7, 2), "1e-7");
        assert_eq!(etiket(0.02, 2), "0.02");
        assert_eq!(etiket(0.001, 2), "0.001");
    }
    use rstest::rstest;

    // Expected strings are what node 20 prints for `String(x)`.
    #[rstest]
    #[case(0.0, "0")]
    #[case(-0.0, "0")]
    #[case(1.0, "1")]
    #[case(-7.0, "-7")]
    #[case(4000.0, "4000")]
    #[case(97.22, "97.22")]
    #[case(0.1 + 0.2, "0.30000000000000004")]
    #[case(1.0 / 3.0, "0.3333333333333333")]
    #[case(2.0 / 24.0, "0.08333333333333333")]
    #[case(17.0 / 3.0, "5.666666666666667")]
    #[case(123456789012345680000.0, "123456789012345680000")]
    #[case(1e21, "1e+21")]
    #[case(1.5e300, "1.5e+300")]
    #[case(0.000001, "0.000001")]
    #[case(0.0000001, "1e-7")]
    #[case(1.2345e-7, "1.2345e-7")]
    #[case(-2.5e-10, "-2.5e-10")]
    #[case(5e-324, "5e-324")]
    #[case(f64::MAX, "1.7976931348623157e+308")]
    #[case(f64::NAN, "NaN")]
    #[case(f64::INFINITY, "Infinity")]
    #[case(f64::NEG_INFINITY, "-Infinity")]
    fn sayi_js_string_gibi(#[case] x: f64, #[case] js: &str) {
        assert_eq!(sayi(x), js);
    }

    // Expected strings are what node 20 prints for `x.toFixed(d)`.
    #[rstest]
    #[case(0.5, 0, "1")]
    #[case(1.5, 0, "2")]
    #[case(2.5, 0, "3")]
    #[case(-2.5, 0, "-3")]
    #[case(0.125, 2, "0.13")]
    #[case(0.375, 2, "0.38")]
    #[case(1.005, 2, "1.00")]
    #[case(1.45, 1, "1.4")]
    #[case(8.345, 2, "8.35")]
    #[case(2.0 / 24.0, 4, "0.0833")]
    #[case(17.0 / 3.0, 2, "5.67")]
    #[case(0.5, 3, "0.500")]
    #[case(4000.0 / 14400.0, 4, "0.2778")]
    #[case(99.995, 2, "100.00")]
    #[case(9.995, 2, "9.99")]
    #[case(999.5, 0, "1000")]
    #[case(0.05, 1, "0.1")]
    #[case(0.0, 2, "0.00")]
    #[case(-0.0, 2, "0.00")]
    #[case(-0.001, 2, "-0.00")]
    #[case(-1.5, 2, "-1.50")]
    #[case(1e-10, 3, "0.000")]
    #[case(0.000001, 7, "0.0000010")]
    #[case(123.456, 0, "123")]
    #[case(1e20, 2, "100000000000000000000.00")]
    #[case(1e21, 2, "1e+21")]
    #[case(-1e21, 0, "-1e+21")]
    #[case(0.1, 20, "0.10000000000000000555")]
    #[case(f64::NAN, 2, "NaN")]
    #[case(f64::INFINITY, 2, "Infinity")]
    #[case(f64::NEG_INFINITY, 0, "-Infinity")]
    fn to_fixed_js_gibi(#[case] x: f64, #[case] d: usize, #[case] js: &str) {
        assert_eq!(to_fixed(x, d), js);
    }

    #[derive(serde::Serialize)]
    struct Sayi(#[serde(serialize_with = "js_sayi_yaz")] f64);

    // Expected strings are what node 20 prints for `JSON.stringify(x)`.
    #[rstest]
    #[case(1.0, "1")]
    #[case(-0.0, "0")]
    #[case(17.0 / 3.0, "5.666666666666667")]
    #[case(0.5, "0.5")]
    #[case(f64::NAN, "null")]
    #[case(f64::INFINITY, "null")]
    fn json_sayisi_js_gibi(#[case] x: f64, #[case] js: &str) {
        assert_eq!(serde_json::to_string(&Sayi(x)).unwrap(), js);
    }

    #[rstest]
    #[case("ab", 5, "   ab", "ab   ")]
    #[case("abc", 3, "abc", "abc")]
    #[case("uzun hücre", 4, "uzun hücre", "uzun hücre")]
    #[case("", 2, "  ", "  ")]
    #[case("çş", 3, " çş", "çş ")]
    fn dolgu_js_gibi(#[case] s: &str, #[case] w: usize, #[case] bas: &str, #[case] son: &str) {
        assert_eq!(pad_start(s, w), bas);
        assert_eq!(pad_end(s, w), son);
    }
}
