//! Generated files: the blocks of `docs/*.md` and of the README, and the pictures under
//! `docs/img/`. A block's marker names a command of the run list, the K01 table (`k01`), an
//! invariant's smallest counterexample (`karsi-ornek DERS DEGISMEZ`), a lesson's claims under
//! every fault schedule (`zamanlama DERS`) or one of their counterexamples (`zamanlama-ornek DERS
//! IDDIA`), the kept mutation-test result (`mutasyon`), or what a shared page says of every
//! lesson, from the lessons' list: a lesson page's course line (`sira DERS`), the reading order
//! (`okuma-sirasi`), the programs' appendix (`yardimlar`), the README's crate map (`paketler`).
//! The block under it is that output.
//! [`esitle`] is the one place that writes a generated file or checks it is current.
//!
//! ```text
//! <!-- uret: cargo run -q -p lider --bin olc -- --yenileme 1 -->
//! ...generated...
//! <!-- /uret -->
//! ```

use crate::cargo::kok;
use crate::hata::{Hata, Sonuc, calismadi};
use crate::programlar::kosular;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

const BAS: &str = "<!-- uret: ";
const SON: &str = "<!-- /uret -->";

/// Whether a generated file is written or only checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kip {
    /// Write what differs (`cargo xtask docs`, `accept`).
    Yaz,
    /// Only report what differs (`cargo xtask verify`).
    Denetle,
}

/// Makes the file at `yol` hold `icerik` (in [`Kip::Yaz`]) or only compares (in
/// [`Kip::Denetle`]); returns whether it differed. `None` means the file must not exist: it is
/// deleted or reported.
pub fn esitle(yol: &Path, icerik: Option<&[u8]>, kip: Kip) -> Sonuc<bool> {
    let simdi = std::fs::read(yol).ok();
    if simdi.as_deref() == icerik {
        return Ok(false);
    }
    if kip == Kip::Yaz {
        match icerik {
            Some(i) => {
                if let Some(ust) = yol.parent() {
                    std::fs::create_dir_all(ust).map_err(calismadi(ust.display()))?;
                }
                std::fs::write(yol, i).map_err(calismadi(yol.display()))?;
            }
            None => std::fs::remove_file(yol).map_err(calismadi(yol.display()))?,
        }
    }
    Ok(true)
}

/// Where a generated block stands and what it names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blok {
    /// The Markdown file, relative to the workspace.
    pub dosya: PathBuf,
    /// Line of the opening marker (1-based).
    pub satir: usize,
    /// What the marker names: a command, `k01`, `karsi-ornek DERS DEGISMEZ`, `zamanlama DERS`
    /// or `zamanlama-ornek DERS IDDIA`.
    pub kaynak: String,
}

impl Blok {
    /// `docs/lider.md:12 (cargo run -q -p lider --bin olc)`.
    pub fn etiket(&self) -> String {
        format!("{}:{} ({})", self.dosya.display(), self.satir, self.kaynak)
    }
}

/// The Markdown files under `docs/`, sorted, then the README.
pub fn dosyalar() -> Vec<PathBuf> {
    let mut d: Vec<PathBuf> = std::fs::read_dir(kok().join("docs"))
        .map(|r| r.filter_map(|g| g.ok().map(|g| g.path())).collect())
        .unwrap_or_default();
    d.retain(|p| p.extension().is_some_and(|e| e == "md"));
    d.sort();
    d.push(kok().join("README.md"));
    d
}

/// The title of lesson `ad`'s page (`docs/<ad>.md`'s first line).
fn baslik(ad: &str) -> Result<String, String> {
    let yol = kok().join("docs").join(format!("{ad}.md"));
    let metin = std::fs::read_to_string(&yol).map_err(|e| format!("{}: {e}", yol.display()))?;
    let ilk = metin.lines().next().unwrap_or_default();
    ilk.strip_prefix("# ")
        .map(str::to_string)
        .ok_or_else(|| format!("{}: ilk satır '# BAŞLIK' olmalı", yol.display()))
}

/// `sira DERS`: the line under a lesson page's title naming the lessons before and after it in
/// the course's order, by their pages' titles.
fn sira(ders: &str) -> Result<String, String> {
    let adlar: Vec<&str> = dersler::DERSLER.iter().map(|d| d.ad()).collect();
    let i = adlar
        .iter()
        .position(|a| *a == ders)
        .ok_or_else(|| format!("'{ders}' diye bir ders yok"))?;
    let onceki = match i.checked_sub(1).map(|j| adlar[j]) {
        Some(o) => format!("Önceki ders: [{}]({o}.md)", baslik(o)?),
        None => "Önceki ders bu kitapta yok".into(),
    };
    let sonraki = match adlar.get(i + 1) {
        Some(s) => format!("Sonraki ders: [{}]({s}.md)", baslik(s)?),
        None => "Sonraki ders bu kitapta yok".into(),
    };
    Ok(format!(
        "{onceki} · {sonraki}\n\nNereden başlamalı: dersi okuduysanız [Dersle \
         birlikte](#dersle-birlikte) bölümünden; panel ders metninin anlattığı ilk anda açılır.\n"
    ))
}

/// Text `metin` wrapped at the docs' 100 columns, after `ilk` (a list item's number) on its
/// first line and `girinti` on the others.
fn sar(ilk: &str, girinti: &str, metin: &str) -> String {
    let uzunluk = |s: &str| s.chars().count();
    let mut kelimeler =
        (!ilk.is_empty()).then_some(ilk).into_iter().chain(metin.split_whitespace());
    let mut satir = kelimeler.next().unwrap_or_default().to_string();
    let mut m = String::new();
    for k in kelimeler {
        if uzunluk(&satir) + 1 + uzunluk(k) > 100 {
            m += &satir;
            m.push('\n');
            satir = format!("{girinti}{k}");
        } else {
            satir = format!("{satir} {k}");
        }
    }
    m + &satir + "\n"
}

/// `okuma-sirasi`: the lessons in the course's order, each with its page and what it is about.
fn okuma_sirasi() -> Result<String, String> {
    let mut m = String::new();
    for (i, d) in dersler::DERSLER.iter().enumerate() {
        let ilk = format!("{}. [{}]({}.md):", i + 1, baslik(d.ad())?, d.ad());
        m += &sar(&ilk, "   ", sayfa_metni(d.ad(), "ozet.md")?.trim_end());
    }
    Ok(m)
}

/// File `dosya` of lesson `ad`'s page prose ([`dersler::sayfa::klasor`]); an appendix note
/// (`basvuru-*.md`) the lesson does not have is empty.
fn sayfa_metni(ad: &str, dosya: &str) -> Result<String, String> {
    let yol = dersler::sayfa::klasor(&kok(), ad).join(dosya);
    match std::fs::read_to_string(&yol) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && dosya.starts_with("basvuru-") => {
            Ok(String::new())
        }
        sonuc => sonuc.map_err(|e| format!("{}: okunamadı: {e}", yol.display())),
    }
}

/// `yardimlar`: every lesson's programs' help, lesson by lesson in the course's order, under
/// its page's title, each with the lesson's note before it; then what a tool reads, `olc
/// --markdown` and `hesap --json`.
fn yardimlar(ciktilar: &HashMap<String, String>) -> Result<String, String> {
    let mut m = String::new();
    for (i, d) in dersler::DERSLER.iter().enumerate() {
        if i > 0 {
            m += "\n";
        }
        let ad = d.ad();
        let ders = baslik(ad)?;
        m += &format!("## {ders}\n\n");
        // the lesson's notation and story, which its page links (`#<ders>-ariza`, `#<ders>-iz`)
        m +=
            &format!("### {ders}: `--ariza` {{#{ad}-ariza}}\n\n{}\n", sayfa_metni(ad, "ariza.md")?);
        let komut = format!("cargo run -q -p {ad} --bin olc -- --iz");
        let iz = ciktilar.get(&komut).ok_or_else(|| format!("'{komut}' çalışmadı"))?;
        m += &format!(
            "### {ders}: `--iz` {{#{ad}-iz}}\n\n{}\n```text\n{iz}```\n\n",
            sayfa_metni(ad, "iz.md")?
        );
        m += &format!("### {ders}: programların yardımı\n\n");
        for p in ders::Program::HEPSI.iter() {
            let not = sayfa_metni(ad, &format!("basvuru-{}.md", p.ad()))?;
            if !not.is_empty() {
                m += &sar("", "", not.trim_end());
                m.push('\n');
            }
            let komut = format!("cargo run -q -p {} --bin {} -- --help", d.ad(), p.ad());
            let cikti = ciktilar.get(&komut).ok_or_else(|| format!("'{komut}' çalışmadı"))?;
            m += &format!("```text\n{cikti}```\n\n");
        }
        // what a tool reads: olc's tables as Markdown, hesap's figures as JSON
        for (p, bayrak, dil) in [("olc", "--markdown", "md"), ("hesap", "--json", "json")] {
            let komut = format!("cargo run -q -p {} --bin {p} -- {bayrak}", d.ad());
            let cikti = ciktilar.get(&komut).ok_or_else(|| format!("'{komut}' çalışmadı"))?;
            m += &format!("`{p} {bayrak}`:\n\n```{dil}\n{cikti}```\n\n");
        }
    }
    Ok(m.trim_end().to_string() + "\n")
}

/// `paketler`: the README's map of the workspace's crates, each linked to the file to read first
/// (a lesson's model file, another crate's root), with the lesson it is (its page's title) and
/// what it does (its manifest's `description`): the lessons in the course's order, then the
/// others in name order.
fn paketler() -> Result<String, String> {
    let paketler = crate::cargo::paketler_ve_aciklamalari().map_err(|e| e.to_string())?;
    let mut m = String::from("| paket | ders | ne ölçer / ne iş yapar |\n|---|---|---|\n");
    for d in dersler::DERSLER {
        let (_, klasor, aciklama) = paketler
            .iter()
            .find(|(a, _, _)| a == d.ad())
            .ok_or_else(|| format!("'{}' çalışma alanında yok", d.ad()))?;
        let yol = klasor.strip_prefix(kok()).unwrap_or(klasor).display().to_string();
        let dosya = crate::programlar::bilgi(d.ad()).map_err(|e| e.to_string())?.model;
        let ders = baslik(d.ad())?;
        m += &format!("| [`{yol}`]({yol}/{dosya}) | {ders} | {aciklama} |\n");
    }
    let mut digerleri: Vec<_> =
        paketler.iter().filter(|(a, _, _)| dersler::bul(a).is_none()).collect();
    digerleri.sort_by(|a, b| a.0.cmp(&b.0));
    for (ad, klasor, aciklama) in digerleri {
        let dosya = ["src/lib.rs", "src/main.rs"].into_iter().find(|d| klasor.join(d).is_file());
        let dosya = dosya.ok_or_else(|| format!("{ad}: src/lib.rs ya da src/main.rs yok"))?;
        let yol = klasor.strip_prefix(kok()).unwrap_or(klasor).display().to_string();
        m += &format!("| [`{yol}`]({yol}/{dosya}) | — | {aciklama} |\n");
    }
    Ok(m)
}

/// `k01`: the figures' table. Which lessons carry a figure over, after the one that introduces
/// it, follows from each lesson's own list of the figures its `hesap` applies.
fn k01_tablosu() -> Result<String, String> {
    let mut kullanan: Vec<(String, Vec<&str>)> = Vec::new();
    for d in dersler::DERSLER {
        kullanan.push((baslik(d.ad())?, d.varsayimlar().iter().map(|v| v.kod).collect()));
    }
    let surduren = |v: &ders::k01::Varsayim| {
        kullanan
            .iter()
            .filter(|(baslik, kodlar)| kodlar.contains(&v.kod) && baslik != v.kaynak)
            .map(|(baslik, _)| baslik.clone())
            .collect()
    };
    Ok(format!("{}\n", ders::k01::tablo(&surduren).markdown()))
}

/// The text a marker stands for, from the programs' outputs (by command).
fn uret(kaynak: &str, ciktilar: &HashMap<String, String>) -> Result<String, String> {
    if kaynak == "k01" {
        return k01_tablosu();
    }
    if kaynak == "mutasyon" {
        return crate::mutasyon::tablo();
    }
    if let Some(ders) = kaynak.strip_prefix("zamanlama ") {
        return crate::zamanlama::tablo(ders);
    }
    if let Some(ders) = kaynak.strip_prefix("en-az ") {
        return crate::en_az::tablo(ders);
    }
    if let Some(ne) = kaynak.strip_prefix("zamanlama-ornek ") {
        return crate::zamanlama::ornek(ne);
    }
    if let Some(ders) = kaynak.strip_prefix("satirlar ") {
        let d = dersler::bul(ders).ok_or_else(|| format!("'{ders}' diye bir ders yok"))?;
        let satirlar: String =
            d.satir_tanimlari().iter().map(|(ad, tanim)| format!("- `{ad}`: {tanim}\n")).collect();
        return Ok(satirlar);
    }
    if let Some(ders) = kaynak.strip_prefix("tablolar ") {
        let d = dersler::bul(ders).ok_or_else(|| format!("'{ders}' diye bir ders yok"))?;
        let mut metin = String::new();
        for (tablo, satirlar) in d.tablo_tanimlari() {
            metin += &format!("**{tablo}**\n\n");
            for (ad, tanim) in satirlar {
                metin += &format!("- `{ad}`: {tanim}\n");
            }
            metin += "\n";
        }
        return Ok(metin.trim_end().to_string() + "\n");
    }
    if kaynak == "senaryolar" {
        return senaryolar(ciktilar);
    }
    if let Some(ders) = kaynak.strip_prefix("sira ") {
        return sira(ders);
    }
    if kaynak == "okuma-sirasi" {
        return okuma_sirasi();
    }
    if kaynak == "yardimlar" {
        return yardimlar(ciktilar);
    }
    if let Some(ders) = kaynak.strip_prefix("iddialar ") {
        return iddialar(ders, ciktilar);
    }
    if let Some(ders) = kaynak.strip_prefix("yuruyus ") {
        return yuruyus(ders, ciktilar);
    }
    if let Some(ders) = kaynak.strip_prefix("anlar ") {
        return crate::dersle_birlikte::liste(ders, ciktilar);
    }
    if kaynak == "paketler" {
        return paketler();
    }
    if let Some(ne) = kaynak.strip_prefix("secim ") {
        return secim(ne, ciktilar);
    }
    if let Some(ne) = kaynak.strip_prefix("karsi-ornek ") {
        let (ders, ad) = ne.split_once(' ').ok_or("karsi-ornek DERS DEĞİŞMEZ bekleniyordu")?;
        let d = dersler::bul(ders).ok_or_else(|| format!("'{ders}' diye bir ders yok"))?;
        return Ok(format!("```text\n{}```\n", d.karsi_ornek(ad)?));
    }
    let kosular = kosular().map_err(|e| e.to_string())?;
    let Some(kosu) = kosular.into_iter().find(|k| k.komut() == kaynak) else {
        return Err(format!(
            "'{kaynak}' derslerin çalıştırma listesinde yok (bir dersin örneği \
             crates/<ders>/sayfa/ders.toml'daki [ornekler]'dedir)"
        ));
    };
    let cikti = ciktilar.get(kaynak).ok_or_else(|| format!("'{kaynak}' çalışmadı"))?;
    let var = |a: &str| kosu.arg.iter().any(|b| b == a);
    Ok(if var("--markdown") {
        cikti.clone()
    } else if var("--json") {
        format!("```json\n{cikti}```\n")
    } else {
        format!("```text\n{cikti}```\n")
    })
}

/// `yuruyus DERS`: the walk through the lesson's own runs as a list, for a page read without
/// JavaScript or on paper: each stop where something changes, with its command, the story
/// lines that are new there (columns that tell a line alike named together), the first table's
/// figures that changed (the runs cut there) and the claims it decides. All from `olc --iz
/// --json`.
fn yuruyus(ders: &str, ciktilar: &HashMap<String, String>) -> Result<String, String> {
    let komut = format!("cargo run -q -p {ders} --bin olc -- --iz --json");
    let cikti =
        ciktilar.get(&komut).ok_or_else(|| format!("'{komut}' listede yok ya da çalışmadı"))?;
    let j: serde_json::Value = serde_json::from_str(cikti).map_err(|e| format!("{komut}: {e}"))?;
    let y = &j["yuruyus"];
    let yok = || format!("{komut}: yürüyüş yok");
    let metin_listesi = |v: &serde_json::Value| -> Vec<String> {
        v.as_array()
            .into_iter()
            .flatten()
            .map(|x| x.as_str().unwrap_or_default().to_string())
            .collect()
    };
    let (sutunlar, olculer) = (metin_listesi(&y["sutunlar"]), metin_listesi(&y["olculer"]));
    let duraklar = y["duraklar"].as_array().ok_or_else(yok)?;
    let kesen = y["kesen"].as_str().ok_or_else(yok)?;
    let mut m = format!(
        "Sayılar sütun sırasıyla: {}. Her durak, koşumların o noktada kesildiği hâlidir \
         (`olc --{kesen} N`).\n\n",
        sutunlar.join(" · ")
    );
    let rakam = |d: &serde_json::Value, k: usize| -> Vec<u64> {
        d["rakamlar"][k].as_array().into_iter().flatten().filter_map(|x| x.as_u64()).collect()
    };
    let mut son_satir: Vec<Option<String>> = vec![None; sutunlar.len()];
    for (i, d) in duraklar.iter().enumerate() {
        if d["rakamlar"].is_null() {
            m += "- (bütçenin ötesindeki duraklar listelenmez)\n";
            break;
        }
        if !d["degisir"].as_bool().unwrap_or(false) {
            continue;
        }
        m += &format!(
            "- **{}** (`--{kesen} {}`)\n",
            d["ad"].as_str().unwrap_or_default(),
            d["nokta"]
        );
        // the columns whose line is new here, those that tell it alike named together
        let mut yeni: Vec<(Vec<&str>, String)> = Vec::new();
        for (c, ad) in sutunlar.iter().enumerate() {
            let satir = d["sutunlar"][c]["satir"].as_str().map(String::from);
            if let Some(s) = satir.as_ref().filter(|_| satir != son_satir[c]) {
                match yeni.iter_mut().find(|(_, t)| t == s) {
                    Some((adlar, _)) => adlar.push(ad),
                    None => yeni.push((vec![ad], s.clone())),
                }
            }
            son_satir[c] = satir.or(son_satir[c].take());
        }
        for (adlar, satir) in yeni {
            m += &format!("  - {}: `{satir}`\n", adlar.join(" · "));
        }
        let degisen: Vec<String> = olculer
            .iter()
            .enumerate()
            .filter(|&(k, _)| match i {
                0 => rakam(d, k).iter().any(|&x| x > 0),
                _ => rakam(d, k) != rakam(&duraklar[i - 1], k),
            })
            .map(|(k, o)| {
                let r: Vec<String> = rakam(d, k).iter().map(u64::to_string).collect();
                format!("{o} {}", r.join(" · "))
            })
            .collect();
        if !degisen.is_empty() {
            m += &format!("  - sayılar: {}\n", degisen.join("; "));
        }
        for (c, ad) in sutunlar.iter().enumerate() {
            for g in d["sutunlar"][c]["degisenler"].as_array().into_iter().flatten() {
                let (anlam, durum) = (g["anlam"].as_str(), g["durum"].as_str());
                m += &format!(
                    "  - {ad}: {} — {}\n",
                    anlam.unwrap_or_default(),
                    durum.unwrap_or_default()
                );
            }
        }
    }
    Ok(m)
}

/// `iddialar DERS`: for the lesson's own timing, per column, each claim that did not hold
/// there, in the lesson's words (its meaning, never its identifier), the claims the column
/// makes first; where, and the single changes of the schedule after which it would have held.
/// That no single change would is said once per column. All from `olc --json`.
fn iddialar(ders: &str, ciktilar: &HashMap<String, String>) -> Result<String, String> {
    let komut = format!("cargo run -q -p {ders} --bin olc -- --json");
    let cikti =
        ciktilar.get(&komut).ok_or_else(|| format!("'{komut}' listede yok ya da çalışmadı"))?;
    let j: serde_json::Value = serde_json::from_str(cikti).map_err(|e| format!("{komut}: {e}"))?;
    let sutunlar =
        j["ozellikler"]["sutunlar"].as_array().ok_or(format!("{komut}: özellikler yok"))?;
    let mut metin = String::new();
    for s in sutunlar {
        let mut tutmayan: Vec<&serde_json::Value> = s["ozellikler"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|o| o["durum"] == "bozuldu")
            .collect();
        // the claims the column makes first, each kind in the run's order
        tutmayan.sort_by_key(|o| {
            let nokta = |i: usize| o["nokta"]["nokta"][i].as_u64().unwrap_or(u64::MAX);
            (o["iddiaEdilir"] != true, nokta(0), nokta(1))
        });
        if tutmayan.is_empty() {
            continue;
        }
        metin += &format!("- *{}* sütunu:\n", s["sutun"].as_str().unwrap_or_default());
        let (mut cevrilmeyen, toplam) = (0, tutmayan.len());
        for o in tutmayan {
            let karar = if o["iddiaEdilir"] == true {
                "bozuldu"
            } else {
                "tutmadı (bu sütunda iddia edilmez)"
            };
            metin += &format!(
                "  - {}: {} — {karar}.",
                o["nokta"]["ad"].as_str().unwrap_or_default(),
                o["anlam"].as_str().unwrap_or_default(),
            );
            let cevirenler =
                o["cevirenler"].as_array().ok_or(format!("{komut}: tek değişiklikler aranmadı"))?;
            if cevirenler.is_empty() {
                cevrilmeyen += 1;
                metin += "\n";
                continue;
            }
            let adlar: Vec<String> = cevirenler
                .iter()
                .map(|c| {
                    let parca = c["baglanti"].as_str().unwrap_or_default();
                    let parca = parca.split_once('#').map_or("", |(_, p)| p);
                    format!(
                        "`{}` {} ([panelde aç](#{parca}))",
                        c["hucre"].as_str().unwrap_or_default(),
                        c["deger"].as_str().unwrap_or_default()
                    )
                })
                .collect();
            let kac = if adlar.len() == 1 {
                "Tek bir değişiklikle tutardı"
            } else {
                "Şu tek değişikliklerin her biriyle tutardı"
            };
            metin += &format!(" {kac}: {}.\n", adlar.join(", "));
        }
        let ne = match (cevrilmeyen, toplam) {
            (0, _) => None,
            (1, 1) => Some("Bu özelliğin kararı"),
            (n, t) if n == t => Some("Bu özelliklerin hiçbirinin kararı"),
            (1, _) => Some("Yanında değişiklik yazılmayan özelliğin kararı"),
            _ => Some("Yanında değişiklik yazılmayan özelliklerin kararı"),
        };
        if let Some(ne) = ne {
            metin += &format!(
                "  - {ne} tek bir değişiklikle çevrilmez: arıza sırasının hiçbir tek hücresine \
                 bağlı değildir.\n"
            );
        }
    }
    if metin.is_empty() {
        metin = "Dersin arıza sırasında tutmayan özellik yok.\n".into();
    }
    Ok(metin)
}

/// `senaryolar`: each lesson's scenario, in course order, as the first line of its `olc`.
fn senaryolar(ciktilar: &HashMap<String, String>) -> Result<String, String> {
    let mut metin = String::from("```text\n");
    for d in dersler::DERSLER {
        let komut = format!("cargo run -q -p {} --bin olc", d.ad());
        let cikti = ciktilar.get(&komut).ok_or_else(|| format!("'{komut}' çalışmadı"))?;
        let ilk = cikti.lines().next().unwrap_or_default();
        metin += &format!("{:<13}{ilk}\n", format!("{} olc:", d.ad()));
    }
    Ok(metin + "```\n")
}

/// `secim KOMUT | PARCA | PARCA ...`: the lines of a listed run's output that hold one of the
/// pieces, in output order; a piece ending in ` ...` takes the rest of its paragraph too.
fn secim(ne: &str, ciktilar: &HashMap<String, String>) -> Result<String, String> {
    let mut parcalar = ne.split(" | ");
    let komut = parcalar.next().unwrap_or_default().trim();
    let cikti =
        ciktilar.get(komut).ok_or_else(|| format!("'{komut}' listede yok ya da çalışmadı"))?;
    let satirlar: Vec<&str> = cikti.lines().collect();
    let mut secilen = vec![false; satirlar.len()];
    for parca in parcalar {
        let (parca, paragraf) = match parca.strip_suffix(" ...") {
            Some(p) => (p, true),
            None => (parca, false),
        };
        let i = satirlar
            .iter()
            .position(|s| s.contains(parca))
            .ok_or_else(|| format!("'{komut}' çıktısında '{parca}' yok"))?;
        secilen[i] = true;
        if paragraf {
            for (j, s) in satirlar.iter().enumerate().skip(i) {
                if s.trim().is_empty() {
                    break;
                }
                secilen[j] = true;
            }
        }
    }
    let govde: String =
        satirlar.iter().zip(&secilen).filter(|(_, s)| **s).map(|(l, _)| format!("{l}\n")).collect();
    Ok(format!("```text\n{govde}```\n"))
}

/// A file's text with every generated block replaced, and the blocks that changed.
fn isle(
    dosya: &Path,
    metin: &str,
    ciktilar: &HashMap<String, String>,
) -> Result<(String, Vec<Blok>), String> {
    let mut yeni = String::with_capacity(metin.len());
    let mut degisen = Vec::new();
    let mut satirlar = metin.split_inclusive('\n').enumerate();
    while let Some((i, satir)) = satirlar.next() {
        yeni += satir;
        let Some(kaynak) = satir.trim().strip_prefix(BAS).and_then(|s| s.strip_suffix("-->"))
        else {
            continue;
        };
        let blok = Blok { dosya: dosya.into(), satir: i + 1, kaynak: kaynak.trim().to_string() };
        let mut eski = String::new();
        loop {
            match satirlar.next() {
                Some((_, s)) if s.trim() == SON => break,
                Some((_, s)) => eski += s,
                None => return Err(format!("{}: '{SON}' ile kapanmıyor", blok.etiket())),
            }
        }
        let uretilen =
            uret(&blok.kaynak, ciktilar).map_err(|e| format!("{}: {e}", blok.etiket()))?;
        if uretilen != eski {
            degisen.push(blok);
        }
        yeni += &uretilen;
        yeni += SON;
        yeni.push('\n');
    }
    Ok((yeni, degisen))
}

/// Rewrites (or checks) every generated block of `docs/`; returns the blocks that differed.
pub fn bloklar(ciktilar: &HashMap<String, String>, kip: Kip) -> Sonuc<Vec<Blok>> {
    let mut hepsi = Vec::new();
    for dosya in dosyalar() {
        let metin = std::fs::read_to_string(&dosya).map_err(calismadi(dosya.display()))?;
        let goreli = dosya.strip_prefix(kok()).unwrap_or(&dosya);
        let (yeni, degisen) = isle(goreli, &metin, ciktilar).map_err(Hata::Calismadi)?;
        esitle(&dosya, Some(yeni.as_bytes()), kip)?;
        hepsi.extend(degisen);
    }
    Ok(hepsi)
}

/// The pictures' folder: every file in it is drawn by a lesson.
pub fn resim_klasoru() -> PathBuf {
    kok().join("docs").join("img")
}

/// Redraws (or checks) every picture under `docs/img/`, and deletes (or reports) the files no
/// picture owns; returns the files that differed, relative to the workspace.
pub fn resimler(kip: Kip) -> Sonuc<Vec<PathBuf>> {
    let mut resimler: Vec<(String, String)> =
        dersler::DERSLER.iter().flat_map(|d| d.resimler()).collect();
    resimler.extend(crate::zamanlama::resimler().map_err(Hata::Calismadi)?);
    let mut yollar: Vec<(PathBuf, Option<&[u8]>)> =
        resimler.iter().map(|(ad, svg)| (resim_klasoru().join(ad), Some(svg.as_bytes()))).collect();
    if let Ok(okunan) = std::fs::read_dir(resim_klasoru()) {
        for g in okunan.filter_map(Result::ok) {
            if !yollar.iter().any(|(y, _)| *y == g.path()) {
                yollar.push((g.path(), None));
            }
        }
    }
    let mut eski = Vec::new();
    for (yol, icerik) in yollar {
        if esitle(&yol, icerik, kip)? {
            eski.push(yol.strip_prefix(kok()).unwrap_or(&yol).to_path_buf());
        }
    }
    eski.sort();
    Ok(eski)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secim_satirlari_ve_paragrafi_alir() {
        let k = "cargo run -q -p denetci --bin olc".to_string();
        let c = HashMap::from([(
            k.clone(),
            "baslik 1\n\nolcu\na 1\nb 2\n\n t  x\n 1  2\n 2  3\n\nson\n".into(),
        )]);
        let s = secim(&format!("{k} | a 1 | t  x ..."), &c).unwrap();
        assert_eq!(s, "```text\na 1\n t  x\n 1  2\n 2  3\n```\n");
        assert!(secim(&format!("{k} | yok"), &c).unwrap_err().contains("'yok' yok"));
        assert!(secim("cargo run -q -p x --bin olc | a", &c).is_err());
    }

    fn ciktilar() -> HashMap<String, String> {
        HashMap::from([("cargo run -q -p lider --bin olc".to_string(), "tablo\n".to_string())])
    }

    #[test]
    fn blok_komutun_ciktisiyla_yenilenir() {
        let metin =
            "# başlık\n<!-- uret: cargo run -q -p lider --bin olc -->\neski\n<!-- /uret -->\nson\n";
        let (yeni, degisen) = isle(Path::new("d.md"), metin, &ciktilar()).unwrap();
        assert_eq!(
            yeni,
            "# başlık\n<!-- uret: cargo run -q -p lider --bin olc -->\n```text\ntablo\n```\n<!-- /uret -->\nson\n"
        );
        assert_eq!(degisen.len(), 1);
        assert_eq!(degisen[0].satir, 2);
        let (tekrar, degisen) = isle(Path::new("d.md"), &yeni, &ciktilar()).unwrap();
        assert_eq!((tekrar, degisen.len()), (yeni, 0));
    }

    #[test]
    fn listede_olmayan_komut_ve_kapanmayan_blok_hata() {
        let yok = "<!-- uret: cargo run -q -p lider --bin yok -->\n<!-- /uret -->\n";
        assert!(isle(Path::new("d.md"), yok, &ciktilar()).unwrap_err().contains("listesinde yok"));
        let acik = "<!-- uret: k01 -->\n| tablo |\n";
        assert!(isle(Path::new("d.md"), acik, &ciktilar()).unwrap_err().contains("kapanmıyor"));
    }

    #[test]
    fn k01_tablosu_uretilir() {
        let (yeni, _) =
            isle(Path::new("d.md"), "<!-- uret: k01 -->\n<!-- /uret -->\n", &ciktilar()).unwrap();
        assert!(yeni.contains("| KK4 "), "{yeni}");
    }

    #[test]
    fn esitle_yazar_ya_da_yalniz_denetler() {
        let klasor = crate::cargo::hedef().unwrap().join("xtask-deneme/esitle");
        let yol = klasor.join("a.txt");
        let _ = std::fs::remove_dir_all(&klasor);
        assert!(esitle(&yol, Some(b"bir"), Kip::Denetle).unwrap());
        assert!(!yol.exists());
        assert!(esitle(&yol, Some(b"bir"), Kip::Yaz).unwrap());
        assert!(!esitle(&yol, Some(b"bir"), Kip::Denetle).unwrap());
        assert!(esitle(&yol, None, Kip::Denetle).unwrap());
        assert!(esitle(&yol, None, Kip::Yaz).unwrap() && !yol.exists());
        assert!(!esitle(&yol, None, Kip::Denetle).unwrap());
    }
}
