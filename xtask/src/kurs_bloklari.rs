//! The generated blocks that say what a shared page says of every lesson, from the lessons'
//! list and their pages: a lesson page's course line (`sira DERS`), the reading order
//! (`okuma-sirasi`), the programs' appendix (`yardimlar`), the README's crate map (`paketler`),
//! the K01 table (`k01`) and each lesson's scenario (`senaryolar`). [`crate::belge`] puts them
//! in place.

use crate::cargo::kok;
use std::collections::HashMap;

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
pub fn sira(ders: &str) -> Result<String, String> {
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
pub fn okuma_sirasi() -> Result<String, String> {
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
pub fn yardimlar(ciktilar: &HashMap<String, String>) -> Result<String, String> {
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
pub fn paketler() -> Result<String, String> {
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
pub fn k01_tablosu() -> Result<String, String> {
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

/// `senaryolar`: each lesson's scenario, in course order, as the first line of its `olc`.
pub fn senaryolar(ciktilar: &HashMap<String, String>) -> Result<String, String> {
    let mut metin = String::from("```text\n");
    for d in dersler::DERSLER {
        let komut = format!("cargo run -q -p {} --bin olc", d.ad());
        let cikti = ciktilar.get(&komut).ok_or_else(|| format!("'{komut}' çalışmadı"))?;
        let ilk = cikti.lines().next().unwrap_or_default();
        metin += &format!("{:<13}{ilk}\n", format!("{} olc:", d.ad()));
    }
    Ok(metin + "```\n")
}
