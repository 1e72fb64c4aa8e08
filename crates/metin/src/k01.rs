//! The K01 figures copied into a text's code, found by name and by value and compared with
//! `crates/k01`.

use crate::okuma::{DersMetni, KodBlogu};
use crate::rapor::*;

/// The K01 figures in the text's code. A line holds a figure when it binds a name that is the
/// figure's code (`const KK2 = 0.02`, `for (const KK4 of [6, 12])`) or names K01 and the code
/// (`// K01 V10: ...`, `(K01, hesap)`); its value is what the binding gives (a list for the
/// sensitivity row) or the first number after the code. A value found so, when it is not a
/// small integer, also names the other code lines that spell the same number (`/ 97.22`).
pub(crate) fn k01_satirlari(m: &DersMetni, bloklar: &[KodBlogu]) -> Vec<K01Satiri> {
    let mut bulunan: Vec<K01Satiri> = Vec::new();
    let satirlar: Vec<usize> = bloklar.iter().flat_map(|b| b.bas + 1..=b.son).collect();
    let mut degerler: Vec<(String, &k01::Varsayim)> = Vec::new();
    for &i in &satirlar {
        let satir = m.satir(i);
        let baglanan = baglama(satir);
        for v in k01::HEPSI {
            let ad = v.kod.to_uppercase().replace(' ', "_");
            let adiyla = baglanan.as_ref().is_some_and(|(a, _)| *a == ad);
            let anilan = kelime(satir, "K01").is_some().then(|| kelime(satir, v.kod)).flatten();
            if !adiyla && anilan.is_none() {
                continue;
            }
            let metinde: Vec<String> = match (&baglanan, anilan) {
                (Some((_, ifade)), _) if ifade.trim_start().starts_with('[') => {
                    let liste = &ifade[..ifade.find(']').unwrap_or(ifade.len())];
                    sayilar(liste).into_iter().map(|(_, s)| s).collect()
                }
                (Some((_, ifade)), _) => {
                    sayilar(ifade).into_iter().take(1).map(|(_, s)| s).collect()
                }
                (None, Some(k)) => {
                    sayilar(&satir[k..]).into_iter().take(1).map(|(_, s)| s).collect()
                }
                (None, None) => Vec::new(),
            };
            if metinde.is_empty() {
                continue;
            }
            let k01de = if metinde.len() > 1 { v.satirlar() } else { vec![v.deger] };
            for d in &metinde {
                if d.contains('.') || d.len() >= 3 {
                    degerler.push((d.clone(), v));
                }
            }
            let metinde = metinde.iter().map(|d| d.parse().unwrap_or(f64::NAN)).collect();
            bulunan.push(K01Satiri { satir: i + 1, kod: v.kod.into(), metinde, k01de });
        }
    }
    for &i in &satirlar {
        if bulunan.iter().any(|k| k.satir == i + 1) {
            continue;
        }
        let kod_kismi = m.satir(i).split("//").next().unwrap_or_default();
        for (_, d) in sayilar(kod_kismi) {
            if let Some((_, v)) = degerler.iter().find(|(x, _)| *x == d) {
                let metinde = vec![d.parse().unwrap_or(f64::NAN)];
                bulunan.push(K01Satiri {
                    satir: i + 1,
                    kod: v.kod.into(),
                    metinde,
                    k01de: vec![v.deger],
                });
            }
        }
    }
    bulunan.sort_by_key(|k| k.satir);
    bulunan
}

/// `(NAME, what follows)` if the line binds a name: `const NAME = ...` or `const NAME of ...`.
pub(crate) fn baglama(satir: &str) -> Option<(String, &str)> {
    let (_, geri) = satir.split_once("const ")?;
    let ad: String = geri.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
    let geri = geri[ad.len()..].trim_start();
    let ifade = geri.strip_prefix("= ").or_else(|| geri.strip_prefix("of "))?;
    (!ad.is_empty()).then_some((ad, ifade))
}

/// The numbers of `metin` with where they start: digits (with a fraction) that do not continue a
/// name (`KK4`, `S3`).
pub(crate) fn sayilar(metin: &str) -> Vec<(usize, String)> {
    let b = metin.as_bytes();
    let mut s = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let ad_ici =
            i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_' || b[i - 1] == b'.');
        if !b[i].is_ascii_digit() || ad_ici {
            i += 1;
            continue;
        }
        let bas = i;
        while i < b.len()
            && (b[i].is_ascii_digit()
                || (b[i] == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)))
        {
            i += 1;
        }
        if !(i < b.len() && (b[i].is_ascii_alphabetic() || b[i] == b'_')) {
            s.push((bas, metin[bas..i].to_string()));
        }
    }
    s
}

/// `kod` as a whole word of `metin`, ignoring case: where it starts.
pub(crate) fn kelime(metin: &str, kod: &str) -> Option<usize> {
    let (m, k) = (metin.to_lowercase(), kod.to_lowercase());
    let sinir = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric() && c != '_');
    m.match_indices(&k)
        .map(|(i, _)| i)
        .find(|&i| sinir(m[..i].chars().last()) && sinir(m[i + k.len()..].chars().next()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn k01_sayilari_adla_ve_degerle_bulunur() {
        let m = DersMetni::yeni(
            Path::new("x"),
            "// deneme/hesap.mjs — deneme\nconst FATURA_SATIRI = 4000;   // K01: fatura satırı\n\
             const PENCERE = 4 * 3600;   // K01 V10: pencere\nconst KK2 = 0.03;\n\
             for (const KK4 of [6, 12]) {   // KK4\nconsole.log(`K01 tepe yazma 97.22`);\n\
             const oran = x / 97.22;\nconst y = padStart(4);\n",
        );
        let b = m.kod_bloklari();
        let bulunan = k01_satirlari(&m, &b);
        let k: Vec<(usize, &str, bool)> =
            bulunan.iter().map(|k| (k.satir, k.kod.as_str(), k.ayni())).collect();
        assert_eq!(
            k,
            [
                (2, "fatura satırı", true),
                (3, "V10", true),
                (4, "KK2", false),
                (5, "KK4", true),
                (6, "tepe yazma", true),
                (7, "tepe yazma", true)
            ]
        );
    }

    #[test]
    fn sayilar_adlarin_icindekileri_almaz() {
        let s: Vec<String> =
            sayilar("KK4 of [6, 12] S3 x2 1.50 M19/K01").into_iter().map(|s| s.1).collect();
        assert_eq!(s, ["6", "12", "1.50"]);
        assert_eq!(baglama("for (const KK4 of [6, 12]) {").map(|b| b.0), Some("KK4".into()));
        assert_eq!(kelime("(K01, hesap)", "hesap"), Some(6));
        assert_eq!(kelime("hesaplar", "hesap"), None);
    }
}
