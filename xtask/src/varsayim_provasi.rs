//! `cargo xtask prova`'s rehearsal of a new assumption, the last of its rehearsals, in the copy
//! the others leave (`prova/agac`): a new figure ([`YENI_VARSAYIM`]) is declared once in
//! `crates/k01`, and the rehearsal's new lesson applies it in one `hesap` figure, the formula
//! chosen here ([`FORMUL`]): its flag, its place among the lesson's assumptions and the formula
//! are in one file, the lesson's `src/rapor.rs`. Those two files are all an author edits by hand
//! ([`elle`]); `cargo xtask accept` writes the rest, and on the copy:
//!
//! - no other file changed but what accept writes (snapshots, generated blocks);
//! - `hesap --help` names the new flag with the declaration's meaning, `hesap --json` gives its
//!   value among the lesson's assumptions, docs/k01.md has its row, and the flag changes the
//!   figure;
//! - once its declared value changes, verify reports the lesson's `hesap` outputs changed and
//!   the docs' table stale. The declaration is put back after.

use crate::cargo::hedef;
use crate::ders_provasi::{BASLIK, YENI, basarili, cargo_kopyada, degistir, elle_degisen};
use crate::hata::{GorevSonucu, Hata, calismadi};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The new assumption: its code, and its flag's key.
pub const YENI_VARSAYIM: (&str, &str) = ("KK5", "kk5");

/// The lesson that applies it: the rehearsal's new lesson, which has no published output.
const DERS_RAPORU: &str = "src/rapor.rs";

/// The figure the lesson applies it to, as its `hesap` computes it: the line before, the line
/// after, and what it now says.
const FORMUL: (&str, &str, &str) = (
    "let f = v.sayi(&FATURA_SATIRI);",
    "let f = v.sayi(&FATURA_SATIRI) * v.sayi(&KK5);",
    "günlük fatura satırı × KK5",
);

/// The hand-edited files: the declaration, and the lesson's use of it.
fn elle() -> [String; 2] {
    ["crates/k01/src/varsayim.rs".into(), format!("crates/{YENI}/{DERS_RAPORU}")]
}

/// The new assumption's declaration, as an author writes it in `crates/k01`.
fn bildirim() -> String {
    let (kod, anahtar) = YENI_VARSAYIM;
    format!(
        "/// {kod}: the rehearsal's own assumption (`cargo xtask prova`).\n\
         pub const {kod}: Varsayim = Varsayim {{\n    kod: \"{kod}\",\n    deger: 1.0,\n    \
         duyarlilik: None,\n    birim: \"kat\",\n    \
         anlam: \"provanın varsayımı: gün sonu iş akışının günde kaç kez koştuğu\",\n    \
         kaynak: \"{BASLIK}\",\n    k01_tablosunda: false,\n    anahtar: \"{anahtar}\",\n    \
         deger_adi: (\"KAT\", \"KATLAR\"),\n    aralik: (0.0, 24.0),\n}};\n\n"
    )
}

/// K01's declarations with the new one last, and in the list of every assumption.
fn k01_ile(metin: &str) -> GorevSonucu<String> {
    let ne = "crates/k01/src/varsayim.rs";
    let liste = "/// Every assumption, in the order the course introduces them.\n";
    let m = degistir(ne, metin, liste, &format!("{}{liste}", bildirim()))?;
    let hepsi = m
        .lines()
        .find(|s| s.starts_with("pub const HEPSI"))
        .ok_or_else(|| Hata::Calismadi(format!("prova: {ne}: 'pub const HEPSI' satırı yok")))?;
    let yeni = hepsi.replacen("];", &format!(", &{}];", YENI_VARSAYIM.0), 1);
    degistir(ne, &m, hepsi, &yeni)
}

/// The lesson's `rapor.rs` with the new figure's flag declared, added last to the assumptions
/// its `hesap` applies, and applied in [`FORMUL`].
fn ders_ile(metin: &str) -> GorevSonucu<String> {
    let (kod, _) = YENI_VARSAYIM;
    let ne = DERS_RAPORU;
    let bayrak = "use ders::secenek::Ondalik;\n";
    let yeni = format!(
        "{bayrak}\n/// {kod}, the rehearsal's assumption.\npub const {kod}: Ondalik = bayrak(&k01::{kod});\n"
    );
    let m = degistir(ne, metin, bayrak, &yeni)?;
    let bas = m
        .find("const VARSAYIMLAR")
        .ok_or_else(|| Hata::Calismadi(format!("prova: {ne}: 'const VARSAYIMLAR' yok")))?;
    let son = m[bas..]
        .find("];")
        .map(|i| bas + i)
        .ok_or_else(|| Hata::Calismadi(format!("prova: {ne}: VARSAYIMLAR'ın sonu yok")))?;
    let m = format!("{}, &{kod}{}", &m[..son], &m[son..]);
    degistir(ne, &m, FORMUL.0, FORMUL.1)
}

/// The copy's files and their bytes.
fn dosyalar(agac: &Path) -> GorevSonucu<BTreeMap<PathBuf, Vec<u8>>> {
    let hata = |e: std::io::Error| Hata::Calismadi(format!("prova: {e}"));
    let mut yollar = Vec::new();
    crate::kopya::dosyalar(agac, Path::new(""), &mut yollar).map_err(hata)?;
    yollar
        .into_iter()
        .map(|y| Ok((y.clone(), std::fs::read(agac.join(&y)).map_err(hata)?)))
        .collect()
}

/// The rehearsal; fails naming what did not follow the new assumption.
pub fn prova(agac: &Path) -> GorevSonucu {
    let bas = std::time::Instant::now();
    let once = dosyalar(agac)?;
    let elle = elle();
    for (yol, duzenle) in elle.iter().zip([k01_ile as fn(&str) -> GorevSonucu<String>, ders_ile]) {
        let dosya = agac.join(yol);
        let metin = std::fs::read_to_string(&dosya).map_err(calismadi(dosya.display()))?;
        crate::kopya::yaz(&dosya, duzenle(&metin)?.as_bytes())?;
    }
    println!(
        "prova: yeni varsayım: {} bildirildi, {YENI} dersinin hesap'ı onu uyguluyor: {}",
        YENI_VARSAYIM.0, FORMUL.2
    );
    let _ = cargo_kopyada(agac, &["run", "--quiet", "--package", "xtask", "--", "accept"])?;
    let elle_adlar: Vec<&str> = elle.iter().map(String::as_str).collect();
    let baska = elle_degisen(agac, &|y| once.get(y).cloned(), &elle_adlar, false)?;
    if !baska.is_empty() {
        return bulunamadi(format!("bu dosyalar da elle düzenlenmeliydi: {}", baska.join(", ")));
    }
    let gorulen = izler(agac)?;
    println!(
        "prova: yeni varsayım: {gorulen}; elle yalnız {} dosya: {} ({:.0} s)",
        elle.len(),
        elle.join(", "),
        bas.elapsed().as_secs_f64()
    );
    Ok(())
}

/// A failure of this rehearsal, saying what was not seen.
fn bulunamadi<T>(ne: String) -> GorevSonucu<T> {
    Err(Hata::Bulundu(format!("prova (yeni varsayım): {ne}")))
}

/// The new assumption followed: `hesap --help` names its flag with the declaration's meaning,
/// `hesap --json` gives its value, docs/k01.md has its row, the flag changes `hesap`'s figures;
/// and once its declared value changes, verify reports the lesson's `hesap` outputs changed and
/// the docs' table stale. The declaration is put back after. What was seen, for the summary.
fn izler(agac: &Path) -> GorevSonucu<String> {
    let (kod, anahtar) = YENI_VARSAYIM;
    let hesap = |args: &[&str]| -> GorevSonucu<String> {
        let mut a = vec!["run", "--quiet", "--package", YENI, "--bin", "hesap", "--"];
        a.extend(args);
        Ok(String::from_utf8_lossy(&basarili("hesap", cargo_kopyada(agac, &a)?)?.stdout).into())
    };
    // the help wraps its lines: read it as one
    let yardim = hesap(&["--help"])?.split_whitespace().collect::<Vec<_>>().join(" ");
    if !yardim.contains(&format!("--{anahtar} <")) || !yardim.contains("provanın varsayımı") {
        return bulunamadi(format!("{YENI} hesap --help --{anahtar}'i anlatmıyor:\n{yardim}"));
    }
    let json: serde_json::Value = serde_json::from_str(&hesap(&["--json"])?)
        .map_err(|e| Hata::Bulundu(format!("prova (yeni varsayım): hesap --json: {e}")))?;
    if json["varsayimlar"][anahtar] != 1.0 {
        return bulunamadi(format!("hesap --json varsayımlar'da {anahtar}: 1 yok: {json}"));
    }
    let k01 = std::fs::read_to_string(agac.join("docs/k01.md")).map_err(calismadi("k01.md"))?;
    if !k01.lines().any(|s| s.starts_with(&format!("| {kod} ")) && s.contains(BASLIK)) {
        return bulunamadi(format!("docs/k01.md'de {kod} satırı yok"));
    }
    if hesap(&[])? == hesap(&[&format!("--{anahtar}"), "2"])? {
        return bulunamadi(format!("--{anahtar} 2 hesap'ın sayılarını değiştirmedi"));
    }
    let degisen = deger_degisince(agac)?;
    Ok(format!(
        "--{anahtar} yardımda, hesap --json'da ve docs/k01.md'de, sayıları değiştiriyor; değeri \
         değişince verify {degisen} çalıştırmayı ve K01 tablosunu bildirdi"
    ))
}

/// Changes the new assumption's declared value, runs verify and puts the value back: how many
/// runs verify reported changed, if it named the lesson's `hesap` and the docs' table.
fn deger_degisince(agac: &Path) -> GorevSonucu<usize> {
    let kod = YENI_VARSAYIM.0;
    let yol = agac.join("crates/k01/src/varsayim.rs");
    let bildirim = std::fs::read_to_string(&yol).map_err(calismadi(yol.display()))?;
    let yok = || Hata::Calismadi(format!("prova: {kod}'in bildirimi ya da değeri bulunamadı"));
    let bas = bildirim.find(&format!("pub const {kod}: Varsayim")).ok_or_else(yok)?;
    let deger = bildirim[bas..].find("    deger: ").map(|i| bas + i).ok_or_else(yok)?;
    let satir_sonu = bildirim[deger..].find('\n').map_or(deger, |i| deger + i);
    let degisik = format!("{}    deger: 0.5,{}", &bildirim[..deger], &bildirim[satir_sonu..]);
    crate::kopya::yaz(&yol, degisik.as_bytes())?;
    let rapor = hedef()?.join("prova/varsayim-rapor.json");
    let _ = std::fs::remove_file(&rapor);
    let r = rapor.to_string_lossy().into_owned();
    let dogrula = ["run", "--quiet", "--package", "xtask", "--", "verify", "--rapor", &r];
    let dogrula = cargo_kopyada(agac, &dogrula);
    crate::kopya::yaz(&yol, bildirim.as_bytes())?;
    for g in std::fs::read_dir(agac.join("xtask/snapshots")).into_iter().flatten().flatten() {
        if g.path().extension().is_some_and(|e| e == "new") {
            let _ = std::fs::remove_file(g.path());
        }
    }
    if dogrula?.status.success() {
        return bulunamadi(format!("{kod}'in değeri değişince verify temiz geçti"));
    }
    let metin = std::fs::read_to_string(&rapor).map_err(calismadi(rapor.display()))?;
    let r: crate::dogrula::DogrulamaRaporu =
        serde_json::from_str(&metin).map_err(|e| Hata::Calismadi(e.to_string()))?;
    let degisen: Vec<&str> = r
        .kosular
        .iter()
        .filter(|k| matches!(k.sonuc, crate::dogrula::DogrulamaSonucu::Degisti))
        .map(|k| k.etiket.as_str())
        .collect();
    let beklenen = format!("{YENI} hesap");
    let tablo = r.eski_bloklar.iter().any(|b| b.etiket().contains("k01"));
    if !degisen.iter().any(|e| e.starts_with(&beklenen)) || !tablo {
        return bulunamadi(format!(
            "{kod} değişince verify {beklenen}'ı ({degisen:?}) ya da docs/k01.md'yi ({tablo}) \
             bildirmedi"
        ));
    }
    Ok(degisen.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The two hand edits apply to the tree's declarations and to the first lesson's report,
    /// whose copy the rehearsal's new lesson is: the declaration last in the list, the flag
    /// among the lesson's assumptions, the formula changed.
    #[test]
    fn iki_elle_duzenleme_agaca_uyar() {
        let kok = crate::cargo::kok();
        let k01 = std::fs::read_to_string(kok.join("crates/k01/src/varsayim.rs")).unwrap();
        let yeni = k01_ile(&k01).unwrap();
        assert!(yeni.contains(", &KK5];\n") && yeni.contains("    anahtar: \"kk5\",\n"), "{yeni}");
        let ilk = dersler::DERSLER[0].ad();
        let rapor =
            std::fs::read_to_string(kok.join(format!("crates/{ilk}/{DERS_RAPORU}"))).unwrap();
        let yeni = ders_ile(&rapor).unwrap();
        assert!(yeni.contains("pub const KK5: Ondalik = bayrak(&k01::KK5);"), "{yeni}");
        assert!(yeni.contains(", &KK5];") && yeni.contains(FORMUL.1), "{yeni}");
    }
}
