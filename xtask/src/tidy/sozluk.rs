//! Rules that hold the book to its glossary (`docs/sozluk.md`): each word in its one meaning,
//! and each bold term of a lesson page defined there.

use super::{goreli, rust_dosyalari};
use crate::cargo::kok;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// Words the book gives one meaning (`docs/sozluk.md`), by the start of a word that means the
/// other thing, with the word for that other thing: a fault schedule is not a `zamanlama` beside
/// the lesson's `Zamanlayıcı`, the model checker is not a `denetleyici` beside its `Denetçi`, a
/// program run is not a `koşu` beside the model's `kosum`.
const IKINCI_ANLAMLAR: [(&str, &str); 4] = [
    ("zamanlama", "arıza sırası"),
    ("denetleyici", "keşif aracı"),
    ("idempotens", "tekillik anahtarı ya da etkisiz (idempotent)"),
    ("değişmezler", "dize sabitleri (string literals) ya da değişmezler (invariants) olarak"),
];
/// Whole words that name a program run, and the checker's properties named as lesson claims:
/// each with the word to use.
const YANLIS_KELIMELER: [(&str, &str); 22] = [
    ("koşularını", "çalıştırmalarını"),
    ("koşularda", "çalıştırmalarda"),
    ("koşulardan", "çalıştırmalardan"),
    ("koşularla", "çalıştırmalarla"),
    ("koşuyla", "çalıştırmayla"),
    ("koşusunu", "çalıştırmasını"),
    ("kosularini", "calistirmalarini"),
    ("kosulardan", "calistirmalardan"),
    ("koşu", "çalıştırma"),
    ("koşular", "çalıştırmalar"),
    ("koşuları", "çalıştırmaları"),
    ("koşuların", "çalıştırmaların"),
    ("koşusu", "çalıştırması"),
    ("koşuyu", "çalıştırmayı"),
    ("koşunun", "çalıştırmanın"),
    ("koşuda", "çalıştırmada"),
    ("kosu", "calistirma"),
    ("kosular", "calistirmalar"),
    ("kosuyu", "calistirmayi"),
    ("kosuda", "calistirmada"),
    ("kosunun", "calistirmanin"),
    ("kosusu", "calistirmasi"),
];
/// Phrases that use "iddia" (a lesson sentence) for a property of the model checker.
const DENETIM_IDDIASI: [&str; 6] = [
    "sırasında: iddia",
    "bozulan iddialar",
    "| iddia |",
    "iddia başına",
    "iddialar her arıza",
    "iddiaları her arıza",
];

/// Where a page says a word of [`IKINCI_ANLAMLAR`] or [`YANLIS_KELIMELER`] in its other sense, or
/// a phrase of [`DENETIM_IDDIASI`]: line and what to write instead. Code spans, link targets, the
/// generated blocks' markers and JSON blocks (keys are names) are left out.
fn ikinci_anlamlar(metin: &str) -> Vec<String> {
    let mut bulunan = Vec::new();
    let mut json = false;
    for (i, satir) in metin.lines().enumerate() {
        let t = satir.trim();
        if t.starts_with("```") {
            json = !json && t == "```json";
            continue;
        }
        if json || t.starts_with("<!--") {
            continue;
        }
        // code spans and link targets out
        let mut duz = String::new();
        let mut kod = false;
        let mut kalan = satir;
        while let Some(c) = kalan.chars().next() {
            if c == '`' {
                kod = !kod;
            } else if !kod && kalan.starts_with("](") {
                kalan = kalan.find(')').map_or("", |j| &kalan[j + 1..]);
                continue;
            } else if !kod {
                duz.push(c);
            }
            kalan = &kalan[c.len_utf8()..];
        }
        let kucuk = duz.to_lowercase();
        let kelimeler: Vec<&str> =
            kucuk.split(|c: char| !c.is_alphanumeric()).filter(|k| !k.is_empty()).collect();
        for k in &kelimeler {
            for (bas, dogru) in IKINCI_ANLAMLAR {
                // "değişmezler" is the invariants' word; only a string's literal is another one
                let dize = bas != "değişmezler" || kucuk.contains("dize");
                if k.starts_with(bas) && dize {
                    bulunan.push(format!("{}: '{k}' yerine '{dogru}'", i + 1));
                }
            }
            if let Some((_, dogru)) = YANLIS_KELIMELER.iter().find(|(y, _)| y == k) {
                bulunan.push(format!("{}: '{k}' yerine '{dogru}'", i + 1));
            }
        }
        for ifade in DENETIM_IDDIASI {
            if kucuk.contains(ifade) {
                bulunan.push(format!("{}: '{ifade}': keşif aracınınki 'özellik'tir", i + 1));
            }
        }
    }
    bulunan
}

/// A script's string literals (its text for people), one a line; comments and code out.
fn js_dizeleri(kod: &str) -> String {
    let mut dizeler = Vec::new();
    let mut c = kod.chars().peekable();
    while let Some(h) = c.next() {
        match h {
            '/' if c.peek() == Some(&'/') => {
                for s in c.by_ref() {
                    if s == '\n' {
                        break;
                    }
                }
            }
            '/' if c.peek() == Some(&'*') => {
                let mut onceki = ' ';
                for s in c.by_ref() {
                    if onceki == '*' && s == '/' {
                        break;
                    }
                    onceki = s;
                }
            }
            '\'' | '"' | '`' => {
                let mut dize = String::new();
                while let Some(s) = c.next() {
                    match s {
                        '\\' => {
                            c.next();
                        }
                        s if s == h => break,
                        s => dize.push(s),
                    }
                }
                dizeler.push(dize);
            }
            _ => {}
        }
    }
    dizeler.join("\n")
}

/// The files of folder `klasor` (from the workspace root) whose name ends in `.uzanti`, sorted.
fn uzantili(klasor: &str, uzanti: &str) -> Vec<PathBuf> {
    let mut d: Vec<PathBuf> = std::fs::read_dir(kok().join(klasor))
        .unwrap()
        .flatten()
        .map(|g| g.path())
        .filter(|p| p.extension().is_some_and(|u| u == uzanti))
        .collect();
    d.sort();
    d
}

/// Invariant: every page of the book (and the panel's script) uses each word of the glossary
/// (`docs/sozluk.md`) in its one meaning.
#[test]
fn sozluk_kelimeleri_tek_anlamda() {
    let mut dosyalar = uzantili("docs", "md");
    dosyalar.push(kok().join("README.md"));
    // the book's script: its last part and the panel's features it joins
    dosyalar.push(kok().join("crates/kitap/varlik/kitap.js"));
    dosyalar.extend(uzantili("crates/kitap/varlik/panel", "js"));
    let mut bozuk = Vec::new();
    for d in &dosyalar {
        let mut metin = std::fs::read_to_string(d).unwrap();
        if d.extension().is_some_and(|u| u == "js") {
            metin = js_dizeleri(&metin);
        }
        let sozluk = d.ends_with("sozluk.md");
        for b in ikinci_anlamlar(&metin) {
            // the glossary names the other senses to rule them out
            if !sozluk || b.contains("iddia") {
                bozuk.push(format!("{}:{b}", goreli(d)));
            }
        }
    }
    assert!(bozuk.is_empty(), "sozlukten farkli anlamlar:\n{}", bozuk.join("\n"));
    let ornek = "Her zamanlamada dener; `zamanlama.rs` ad\u{131}d\u{131}r; kosu 3 (koşum 2)";
    assert_eq!(ikinci_anlamlar(ornek).len(), 2, "{:?}", ikinci_anlamlar(ornek));
    let js =
        "f.her_zamanlamada(); // zamanlama\nel('p', {}, 'Her zamanlamada: iddialar', \"K01'e\");";
    assert_eq!(js_dizeleri(js), "p\nHer zamanlamada: iddialar\nK01'e");
}

/// The bold spans (`**…**`) of Markdown text, outside generated blocks; a span may wrap
/// within its paragraph.
fn kalinlar(metin: &str) -> Vec<String> {
    let mut icinde = false;
    let mut kalin = Vec::new();
    let mut paragraf = String::new();
    let mut bitir = |p: &mut String| {
        kalin.extend(p.split("**").skip(1).step_by(2).map(String::from));
        p.clear();
    };
    for satir in metin.lines() {
        if satir.starts_with("<!-- uret: ") {
            icinde = true;
        } else if satir.starts_with("<!-- /uret -->") {
            icinde = false;
        } else if !icinde && !satir.trim().is_empty() {
            paragraf += satir.trim();
            paragraf.push(' ');
            continue;
        }
        bitir(&mut paragraf);
    }
    bitir(&mut paragraf);
    kalin
}

/// Lowercase as Turkish spells it (`I` → `ı`, `İ` → `i`).
fn turkce_kucuk(m: &str) -> String {
    m.chars()
        .flat_map(|c| match c {
            'I' => vec!['ı'],
            'İ' => vec!['i'],
            c => c.to_lowercase().collect(),
        })
        .collect()
}

/// Whether bold text `kalin` is glossary term `terim` or an inflected form of it: it starts
/// with the term (`kip`te), or with the term less its last letter when that leaves four letters
/// or more (`tetiği`, `çitleme belirtecini`), or is a stem of the term of four letters or more
/// (`kesinleş` of `kesinleşmek`).
fn terimin_bicimi(kalin: &str, terim: &str) -> bool {
    let govde: String = terim.chars().take(terim.chars().count().saturating_sub(1)).collect();
    kalin.starts_with(terim)
        || (govde.chars().count() >= 4 && kalin.starts_with(&govde))
        || (kalin.chars().count() >= 4 && terim.starts_with(kalin))
}

/// Invariant: every term a lesson page sets in bold (the book bolds a term's first use) is
/// defined in the glossary (`docs/sozluk.md`'s bold terms, without their English in parentheses).
#[test]
fn ders_sayfalarinin_terimleri_sozlukte() {
    let sozluk = std::fs::read_to_string(kok().join("docs/sozluk.md")).unwrap();
    let terimler: Vec<String> = kalinlar(&sozluk)
        .iter()
        .map(|t| turkce_kucuk(t.split(" (").next().unwrap_or_default().trim()))
        .collect();
    let mut eksik = Vec::new();
    for d in dersler::DERSLER {
        let yol = format!("docs/{}.md", d.ad());
        let sayfa = std::fs::read_to_string(kok().join(&yol)).unwrap();
        let kalin = kalinlar(&sayfa);
        assert!(kalin.len() >= 8, "{yol}: yalnız {} kalın terim", kalin.len());
        for k in kalin {
            let k = turkce_kucuk(&k);
            if !terimler.iter().any(|t| terimin_bicimi(&k, t)) {
                eksik.push(format!("{yol}: '{k}'"));
            }
        }
    }
    assert!(eksik.is_empty(), "sözlükte olmayan terimler:\n{}", eksik.join("\n"));
    assert!(terimin_bicimi("tetiği", "tetik") && terimin_bicimi("kesinleş", "kesinleşmek"));
    assert!(!terimin_bicimi("tur", "turuncu") && !terimin_bicimi("parti", "tetik"));
    assert!(terimin_bicimi("kipte", "kip") && !terimin_bicimi("kira", "kip"));
}

/// How the glossary names the lessons' crates together: every lesson has the same layout.
const DERS_PAKETLERI: &str = "ders paketleri";

/// The names every crate of the workspace (as cargo lists them) defines, each with the crates
/// that define it (the lessons' as [`DERS_PAKETLERI`]): the types (a top-level `pub struct`,
/// `enum`, `trait` or `type`) and the modules (a source file's stem, `lib.rs` and the programs'
/// `src/bin/` left out); and the types one crate defines in more than one file.
struct Tanimlar {
    turler: BTreeMap<String, BTreeSet<String>>,
    moduller: BTreeMap<String, BTreeSet<String>>,
    iki_dosyada: Vec<String>,
}

/// The names the workspace defines.
fn tanimlanan_adlar() -> Tanimlar {
    let mut t =
        Tanimlar { turler: BTreeMap::new(), moduller: BTreeMap::new(), iki_dosyada: Vec::new() };
    let dersler: Vec<&str> = dersler::DERSLER.iter().map(|d| d.ad()).collect();
    for (paket, klasor) in crate::cargo::paketler().unwrap() {
        let klasor = klasor.join("src");
        let grup = if dersler.contains(&paket.as_str()) { DERS_PAKETLERI } else { &paket };
        let mut dosyalari: BTreeMap<String, BTreeSet<PathBuf>> = BTreeMap::new();
        for yol in rust_dosyalari(&klasor) {
            if yol.strip_prefix(&klasor).is_ok_and(|y| y.starts_with("bin")) {
                continue;
            }
            let metin = std::fs::read_to_string(&yol).unwrap();
            for satir in metin.lines() {
                let tur = ["pub struct ", "pub enum ", "pub trait ", "pub type "]
                    .iter()
                    .find_map(|b| satir.strip_prefix(b));
                let ad: String =
                    tur.unwrap_or_default().chars().take_while(|c| c.is_alphanumeric()).collect();
                if !ad.is_empty() {
                    t.turler.entry(ad.clone()).or_default().insert(grup.to_string());
                    dosyalari.entry(ad).or_default().insert(yol.clone());
                }
            }
            let kok_ad = yol.file_stem().unwrap().to_string_lossy().into_owned();
            if !["lib", "main", "mod", "tests"].contains(&kok_ad.as_str()) {
                t.moduller.entry(kok_ad).or_default().insert(grup.to_string());
            }
        }
        for (ad, d) in dosyalari.iter().filter(|(_, d)| d.len() > 1) {
            let d: Vec<String> = d.iter().map(|y| goreli(y)).collect();
            t.iki_dosyada
                .push(format!("{ad}: {paket} birden çok dosyada tanımlıyor: {}", d.join(", ")));
        }
    }
    t
}

/// The glossary's code names (`docs/sozluk.md`, "Koddaki adlar"): each name with the crates it
/// says define it, `- \`Ad\` (paket, paket): ...`.
fn sozlukteki_adlar(sozluk: &str) -> BTreeMap<String, BTreeSet<String>> {
    let bolum = sozluk.split("## Koddaki adlar").nth(1).unwrap_or_default();
    let bolum = bolum.split("\n## ").next().unwrap_or_default();
    let mut adlar = BTreeMap::new();
    for satir in bolum.lines() {
        let Some(geri) = satir.strip_prefix("- `") else { continue };
        let Some((ad, geri)) = geri.split_once("` (") else { continue };
        let Some((paketler, _)) = geri.split_once(')') else { continue };
        adlar.insert(ad.to_string(), paketler.split(", ").map(String::from).collect());
    }
    adlar
}

/// Invariant: a type or module name that two crates of the workspace define has one meaning,
/// written once in the glossary with exactly the crates that define it; a name the glossary
/// lists is defined there and nowhere else; and no crate defines one type name in two files
/// (top-level `pub` items: private ones are not read). A new lesson, laid out as the others,
/// needs no new line.
#[test]
fn kod_adlari_tek_anlamda() {
    let sozluk = std::fs::read_to_string(kok().join("docs/sozluk.md")).unwrap();
    let sozlukte = sozlukteki_adlar(&sozluk);
    let t = tanimlanan_adlar();
    let mut bozuk = t.iki_dosyada.clone();
    for tanimlanan in [&t.turler, &t.moduller] {
        for (ad, paketler) in tanimlanan.iter().filter(|(_, p)| p.len() > 1) {
            match sozlukte.get(ad) {
                Some(s) if s == paketler => {}
                Some(s) => bozuk.push(format!("{ad}: sözlükte {s:?}, tanımlayan {paketler:?}")),
                None => bozuk.push(format!("{ad}: {paketler:?} tanımlıyor, sözlükte yok")),
            }
        }
    }
    for (ad, s) in &sozlukte {
        match t.turler.get(ad).or_else(|| t.moduller.get(ad)) {
            Some(p) if p == s => {}
            p => bozuk.push(format!("{ad}: sözlükte {s:?}, tanımlayan {p:?}")),
        }
    }
    assert!(bozuk.is_empty(), "koddaki adlar sözlükle uyuşmuyor:\n{}", bozuk.join("\n"));
    let ornek = "## Koddaki adlar\n\n- `Durum` (a, b): durum.\n\n## Sonra\n- `X` (a, b): x";
    assert_eq!(sozlukteki_adlar(ornek).len(), 1);
}
