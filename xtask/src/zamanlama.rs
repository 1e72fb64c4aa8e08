//! The explorer's kept verdicts (`docs/kesif.json`, written by `cargo xtask kesif -- --yaz`) as
//! docs: per lesson a table of its claims under every fault schedule and of the mutants each
//! claim caught, and each counterexample of the lesson's own model replayed through the
//! lesson's step function, told and drawn. No model checker runs here: the schedules are data.

use arama::kayit::{Boy, DOSYA, Hukum, Kayitli};

fn sonuc(k: &Kayitli) -> &'static str {
    match (k.denetim.sonuc, k.denetim.tur.as_str()) {
        (Hukum::Tutar, "bazen") => "bulundu",
        (Hukum::Tutar, _) => "tutar",
        (Hukum::Bozulur, "bazen") => "bulunamadı",
        (Hukum::Bozulur, _) => "**bozulur**",
    }
}

/// `zamanlama DERS`: the lesson's claims at the default bounds, one row per claim and
/// configuration, then one row per mutant with the claims it broke.
pub fn tablo(ders: &str) -> Result<String, String> {
    let hepsi = arama::kayit::oku(&crate::cargo::kok())?;
    let tam: Vec<&Kayitli> =
        hepsi.iter().filter(|k| k.boy == Boy::Tam && k.denetim.ders == ders).collect();
    if tam.is_empty() {
        return Err(format!("{DOSYA}: '{ders}' için sonuç yok"));
    }
    let mut m = String::from(
        "| özellik | ne der | yapılandırma | sonuç | durum | örnek |\n|---|---|---|---|---:|---|\n",
    );
    for k in tam.iter().filter(|k| k.denetim.kusur.is_none()) {
        let ornek = match k.yazili {
            Some(_) => format!("[panelde aç]({})", baglanti(k)?),
            None => String::new(),
        };
        m += &format!(
            "| `{}` | {} | {} | {} | {} | {ornek} |\n",
            k.denetim.ozellik,
            k.denetim.anlam,
            k.denetim.kontrol,
            sonuc(k),
            k.denetim.durum
        );
    }
    m += "\n| kusurlu model | yapılandırma | bozulan özellikler | durum |\n|---|---|---|---:|\n";
    let mut kusurlar: Vec<(&str, &str)> = tam
        .iter()
        .filter_map(|k| k.denetim.kusur.as_deref().map(|kusur| (kusur, k.denetim.kontrol.as_str())))
        .collect();
    kusurlar.dedup();
    for (kusur, kontrol) in kusurlar {
        let bu: Vec<&&Kayitli> = tam
            .iter()
            .filter(|k| k.denetim.kusur.as_deref() == Some(kusur) && k.denetim.kontrol == kontrol)
            .collect();
        let bozulan: Vec<String> = bu
            .iter()
            .filter(|k| k.denetim.tur == "her zaman" && k.denetim.sonuc == Hukum::Bozulur)
            .map(|k| format!("`{}` ({} adım)", k.denetim.ozellik, k.derinlik.unwrap_or(0)))
            .collect();
        m += &format!(
            "| `{kusur}` | {kontrol} | {} | {} |\n",
            bozulan.join(", "),
            bu.first().map_or(0, |k| k.denetim.durum)
        );
    }
    Ok(m)
}

/// The lesson's own model's results at the default bounds whose path the docs show: each
/// failing claim's counterexample, first configuration first.
fn gosterilen(hepsi: &[Kayitli]) -> Vec<&Kayitli> {
    let mut g: Vec<&Kayitli> = Vec::new();
    for k in hepsi {
        let karsi = k.denetim.tur == "her zaman" && k.denetim.sonuc == Hukum::Bozulur;
        let yeni = !g
            .iter()
            .any(|x| x.denetim.ders == k.denetim.ders && x.denetim.ozellik == k.denetim.ozellik);
        if k.boy == Boy::Tam && k.denetim.kusur.is_none() && karsi && k.yazili.is_some() && yeni {
            g.push(k);
        }
    }
    g
}

/// A kept path written as a reader writes it, with the command that replays it.
fn tekrar(k: &Kayitli) -> Result<arama::Tekrar, String> {
    let y = k.yazili.as_ref().ok_or_else(|| format!("{}: örnek yok", k.ad()))?;
    crate::tekrar::kayitliyi_tekrarla(k, y)
}

/// The lesson page, from another page of the book, with its panel replaying a kept path.
fn baglanti(k: &Kayitli) -> Result<String, String> {
    let parca = program::calistirma::parca(&tekrar(k)?.bayraklar);
    Ok(format!("{}.md#{parca}", k.denetim.ders))
}

fn resim_adi(k: &Kayitli) -> String {
    format!("zamanlama-{}-{}.svg", k.denetim.ders, k.denetim.ozellik)
}

/// A kept path replayed through its lesson's own model: its account and its timeline.
fn oynat(k: &Kayitli) -> Result<(Vec<String>, String), String> {
    let d = dersler::bul(&k.denetim.ders)
        .ok_or_else(|| format!("'{}' diye bir ders yok", k.denetim.ders))?;
    let y = k.yazili.as_ref().ok_or_else(|| format!("{}: örnek yok", k.ad()))?;
    let (boy, kontrol, derinlik) = (k.boy, &k.denetim.kontrol, k.derinlik.unwrap_or(0));
    (d.denetim().kayitliyi_ciz)(boy, kontrol, y, derinlik, &k.denetim.ozellik)
}

/// `zamanlama-ornek DERS OZELLIK`: the shortest counterexample of the lesson's claim, told as
/// `olc --iz` tells a run, with its picture.
pub fn ornek(ne: &str) -> Result<String, String> {
    let (ders, ozellik) = ne.split_once(' ').ok_or("zamanlama-ornek DERS ÖZELLİK bekleniyordu")?;
    let hepsi = arama::kayit::oku(&crate::cargo::kok())?;
    let k = gosterilen(&hepsi)
        .into_iter()
        .find(|k| k.denetim.ders == ders && k.denetim.ozellik == ozellik)
        .ok_or_else(|| format!("{DOSYA}: {ders} {ozellik} için karşı örnek yok"))?;
    let (anlatim, _) = oynat(k)?;
    let mut m = format!(
        "```text\n{} / {}: {} adımlık en kısa karşı örnek\n",
        k.denetim.kontrol,
        k.denetim.ozellik,
        k.derinlik.unwrap_or(0)
    );
    for satir in anlatim {
        m += &format!("  {satir}\n");
    }
    m += &format!("```\n\n![{}](img/{})\n", k.denetim.ozellik, resim_adi(k));
    let t = tekrar(k)?;
    m += &format!("\nTekrarı: `{}` · [panelde aç]({})\n", t.komut, baglanti(k)?);
    Ok(m)
}

/// The pictures of the counterexamples the docs show: file name under `docs/img/`, SVG.
pub fn resimler() -> Result<Vec<(String, String)>, String> {
    let hepsi = arama::kayit::oku(&crate::cargo::kok())?;
    gosterilen(&hepsi).into_iter().map(|k| Ok((resim_adi(k), oynat(k)?.1))).collect()
}
