//! Names: looking one up in a list of names at compile time ([`sira`]), so a lesson's schedule
//! can be written with the names the lesson uses (`("fatura", "indirim")`) and still be a table
//! of places; and reading a name typed with or without Turkish letters ([`turkce_harfsiz`]).

/// Whether `a` and `b` are the same text (at compile time).
pub const fn ayni(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() && a[i] == b[i] {
        i += 1;
    }
    i == a.len()
}

/// The place of `ad` in `adlar` (at compile time); a name not in the list fails the build.
pub const fn sira(adlar: &[&str], ad: &str) -> usize {
    let mut i = 0;
    while i < adlar.len() {
        if ayni(adlar[i], ad) {
            return i;
        }
        i += 1;
    }
    panic!("the name is not in the list")
}

/// `metin` with Turkish letters written as their ASCII bases, case kept (`Sözleşme` ->
/// `Sozlesme`, `asılı` -> `asili`): a name typed with or without them reads the same.
pub fn turkce_harfsiz(metin: &str) -> String {
    metin
        .chars()
        .map(|c| match c {
            'ç' => 'c',
            'ğ' => 'g',
            'ı' => 'i',
            'ö' => 'o',
            'ş' => 's',
            'ü' => 'u',
            'Ç' => 'C',
            'Ğ' => 'G',
            'İ' => 'I',
            'Ö' => 'O',
            'Ş' => 'S',
            'Ü' => 'U',
            c => c,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adin_yeri() {
        const ADLAR: [&str; 3] = ["tarife", "indirim", "fatura"];
        const YER: usize = sira(&ADLAR, "fatura");
        assert_eq!(YER, 2);
        assert_eq!(sira(&ADLAR, "tarife"), 0);
        assert!(ayni("indirim", "indirim"));
        assert!(!ayni("indirim", "indiri"));
        assert!(!ayni("tarife", "fatura"));
    }

    #[test]
    fn turkce_harfler_asciiye_iner() {
        let yazilan = ["sözleşme", "Sözleşme", "asılı", "KALICI", "İNDİRİM"];
        let okunan = yazilan.map(turkce_harfsiz);
        assert_eq!(okunan, ["sozlesme", "Sozlesme", "asili", "KALICI", "INDIRIM"]);
    }

    #[test]
    #[should_panic(expected = "not in the list")]
    fn listede_olmayan_ad() {
        sira(&["a"], "b");
    }
}
