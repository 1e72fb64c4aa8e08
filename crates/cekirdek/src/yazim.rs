//! What the lessons' fault-schedule notations (`--ariza`) share: a schedule is `yok` or a
//! comma-separated list of entries, spaces allowed only around the commas ([`girdiler`]), printed
//! back the same way ([`yaz`]), and a message quotes a bad entry whole up to 40 characters, on
//! one line ([`kisa`]). Each lesson reads and writes its own entries; a reader's message says
//! what is wrong, and [`girdiler`] names the entry when the schedule has more than one (the
//! program names the whole value as it was typed).

use core::fmt;

/// [`girdiler`], each entry with its text as typed (the spaces around it left out): what a
/// lesson's refusal of an entry quotes, never the entry as the lesson would write it.
pub fn girdiler_yazilisiyla<T>(
    metin: &str,
    oku: impl Fn(&str) -> Result<T, String>,
) -> Result<Option<Vec<(T, &str)>>, String> {
    let Some(hepsi) = girdiler(metin, oku)? else {
        return Ok(None);
    };
    Ok(Some(hepsi.into_iter().zip(metin.trim().split(',').map(str::trim)).collect()))
}

/// The entries of a schedule, each read by `oku` in order; `None` for `yok` (no fault at all).
/// An empty schedule, an empty entry, `yok` among other entries and a space inside an entry are
/// refused here, with the same words in every lesson. A refusal of an entry names it when the
/// schedule has several (`'x': ...`); a schedule of one entry is named whole by whoever quotes
/// the value, so its reason stands alone.
pub fn girdiler<T>(
    metin: &str,
    oku: impl Fn(&str) -> Result<T, String>,
) -> Result<Option<Vec<T>>, String> {
    let sade = metin.trim();
    if sade.is_empty() {
        return Err("boş arıza sırası: hiç arıza yoksa 'yok' yazın".into());
    }
    if sade.eq_ignore_ascii_case("yok") {
        return Ok(None);
    }
    let parcalar: Vec<&str> = sade.split(',').map(str::trim).collect();
    let adli = |parca: &str, neden: String| match parcalar.len() {
        1 => neden,
        _ => format!("'{}': {neden}", kisa(parca)),
    };
    let mut hepsi = Vec::new();
    for &parca in &parcalar {
        if parca.is_empty() {
            return Err("boş parça (iki virgül arasında ya da sonda)".into());
        }
        if parca.eq_ignore_ascii_case("yok") {
            return Err("'yok' tek başına yazılır".into());
        }
        // `d0:6 10` is not `d0:610`
        if parca.contains(char::is_whitespace) {
            return Err(adli(parca, "boşluk yalnız virgüllerin çevresinde olabilir".into()));
        }
        hepsi.push(oku(parca).map_err(|e| adli(parca, e))?);
    }
    Ok(Some(hepsi))
}

/// A schedule's printed form: `yok` when it has no entry, else each entry written by `parca`,
/// separated by commas.
pub fn yaz<T>(
    f: &mut fmt::Formatter<'_>,
    parcalar: &[T],
    parca: impl Fn(&mut fmt::Formatter<'_>, &T) -> fmt::Result,
) -> fmt::Result {
    if parcalar.is_empty() {
        return f.write_str("yok");
    }
    for (i, p) in parcalar.iter().enumerate() {
        if i > 0 {
            f.write_str(",")?;
        }
        parca(f, p)?;
    }
    Ok(())
}

/// An entry (or a value) as a message quotes it: whole up to 40 characters, else its start and
/// `...`; a control character escaped as Rust writes it (`\n`, `\u{1b}`), so that a message
/// stays on one line.
pub fn kisa(parca: &str) -> String {
    let kisa = match parca.char_indices().nth(40) {
        Some((i, _)) => format!("{}...", &parca[..i]),
        None => parca.to_string(),
    };
    kisa.chars()
        .map(|c| if c.is_control() { c.escape_default().to_string() } else { c.to_string() })
        .collect()
}

/// Where a name of `adlar` (`S1`, `S2`, ...: letters, then a number) stands, read as a reader
/// types it: in any case and with leading zeros, so `s03` is `S3`, as a node's number `d00` is
/// node 0.
pub fn ad_yeri(ad: &str, adlar: &[&str]) -> Option<usize> {
    let harfler = ad.trim_end_matches(|c: char| c.is_ascii_digit());
    let rakamlar = &ad[harfler.len()..];
    let sayi = match rakamlar.trim_start_matches('0') {
        "" if !rakamlar.is_empty() => "0",
        sayi => sayi,
    };
    adlar.iter().position(|a| a.eq_ignore_ascii_case(&format!("{harfler}{sayi}")))
}

/// Reads a lesson's schedule type `$t` through [`core::str::FromStr`] with its own reader
/// `$t::oku`, so a tool reads `--ariza` exactly as the programs do.
#[macro_export]
macro_rules! okunur {
    ($t:ident) => {
        impl ::core::str::FromStr for $t {
            type Err = String;
            fn from_str(metin: &str) -> Result<$t, String> {
                $t::oku(metin)
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn girdiler_ve_retleri() {
        let uzunluk = |p: &str| Ok::<_, String>(p.len());
        assert_eq!(girdiler(" a , bb ", uzunluk), Ok(Some(vec![1, 2])));
        assert_eq!(girdiler(" YOK ", uzunluk), Ok(None));
        for (girdi, hata) in [
            (" ", "boş arıza sırası: hiç arıza yoksa 'yok' yazın"),
            ("a,,b", "boş parça (iki virgül arasında ya da sonda)"),
            ("a,yok", "'yok' tek başına yazılır"),
            ("a b", "boşluk yalnız virgüllerin çevresinde olabilir"),
            ("c, a b", "'a b': boşluk yalnız virgüllerin çevresinde olabilir"),
        ] {
            assert_eq!(girdiler(girdi, uzunluk), Err(hata.to_string()), "{girdi:?}");
        }
        // entries are read in order: the first bad one is named, when there are several
        let hep_kotu = |p: &str| Err::<usize, _>(format!("{p} olmaz"));
        assert_eq!(girdiler("x,,y", hep_kotu), Err("'x': x olmaz".into()));
        assert_eq!(girdiler(" x ", hep_kotu), Err("x olmaz".into()));
        let isler = ["S1", "S2", "S10"];
        for (ad, yer) in [("S2", Some(1)), ("s02", Some(1)), ("S010", Some(2)), ("S0", None)] {
            assert_eq!(ad_yeri(ad, &isler), yer, "{ad}");
        }
        for ad in ["S", "2", "S2x", "T2", "S 2", ""] {
            assert_eq!(ad_yeri(ad, &isler), None, "{ad}");
        }
        assert_eq!(ad_yeri("d00", &["d0"]), Some(0));
        assert_eq!(kisa(&"a".repeat(41)), format!("{}...", "a".repeat(40)));
        assert_eq!(kisa("d0:1\nx\u{1b}"), "d0:1\\nx\\u{1b}");
    }
}
