//! Rules on the comments of the sources: every module opens with a `//!` comment, no comment
//! cites an issue number, and doc comments keep to one language (English, Turkish in the model
//! files), with the tests that tell the two languages apart.

use super::{goreli, kaynaklar, model_dosyalari};

/// Invariant: every module says what it holds in a `//!` comment at its top.
#[test]
fn her_modulun_aciklamasi_var() {
    let eksik: Vec<String> = kaynaklar()
        .into_iter()
        .filter(|yol| {
            let metin = std::fs::read_to_string(yol).unwrap_or_default();
            let ilk = metin.lines().find(|s| !s.trim().is_empty() && !s.starts_with("#!["));
            !ilk.is_some_and(|s| s.starts_with("//!"))
        })
        .map(|y| goreli(&y))
        .collect();
    assert!(eksik.is_empty(), "//! aciklamasi olmayan moduller: {eksik:?}");
}

/// Invariant: no comment cites an issue of a tracker the repository does not have (the word
/// "issue" followed by a number); what a closing note said is written down where it matters, in
/// the code or the docs.
#[test]
fn sorun_numarasi_yok() {
    let mut bozuk = Vec::new();
    for yol in kaynaklar() {
        for (i, satir) in std::fs::read_to_string(&yol).unwrap_or_default().lines().enumerate() {
            let s = satir.to_lowercase();
            let yorum = s.split_once("//").map(|(_, y)| y).unwrap_or_default();
            let sayi = |on: &str| {
                yorum.match_indices(on).any(|(j, _)| {
                    let kalan = yorum[j + on.len()..].trim_start_matches(['#', ' ']);
                    kalan.starts_with(|c: char| c.is_ascii_digit())
                })
            };
            if sayi("issue") || sayi("closing note of") {
                bozuk.push(format!("{}:{}", goreli(&yol), i + 1));
            }
        }
    }
    assert!(bozuk.is_empty(), "sorun numarasi anan yorumlar: {bozuk:?}");
}

/// Words only a Turkish sentence has (function words and the commonest verbs, with or without
/// Turkish letters), and endings only Turkish words have. Turkish letters (`ç ğ ı ö ş ü`) also
/// mark Turkish. A doc comment is judged with its code spans (in backquotes) and link targets left
/// out, since names and printed output are Turkish in both languages.
const TURKCE: [&str; 35] = [
    "bir", "ve", "ile", "icin", "için", "olan", "bu", "da", "de", "ya", "gibi", "kadar", "sonra",
    "önce", "degil", "değil", "ise", "olarak", "ama", "hic", "hiç", "daha", "cok", "çok", "yok",
    "eder", "edilir", "olur", "yapar", "yazar", "basar", "kosar", "koşar", "denetler", "gosterir",
];
/// Endings of Turkish verbs and plurals that no English word of this project has.
const TURKCE_EKLER: [&str; 9] =
    ["iyor", "uyor", "ıyor", "lari", "leri", "ları", "mak", "mek", "dir"];
/// Words every English sentence of some length has.
const INGILIZCE: [&str; 20] = [
    "the", "a", "an", "of", "and", "is", "to", "in", "it", "its", "that", "for", "with", "as",
    "by", "or", "from", "on", "be", "are",
];

/// The words of a doc comment's text outside code spans and link targets, lowercased.
fn sozcukler(metin: &str) -> Vec<String> {
    let mut duz = String::new();
    let (mut kod, mut hedef) = (false, 0);
    let mut onceki = ' ';
    for c in metin.chars() {
        match c {
            '`' => kod = !kod,
            '(' if onceki == ']' => hedef += 1,
            ')' if hedef > 0 => hedef -= 1,
            _ if kod || hedef > 0 => {}
            c => duz.push(c),
        }
        onceki = c;
    }
    duz.split(|c: char| !c.is_alphanumeric())
        .filter(|s| !s.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// The lessons' titles: proper nouns an English sentence names as they are.
const DERS_ADLARI: [&str; 1] = ["Koreografi ve Orkestrasyon"];

/// Whether a text reads Turkish: a Turkish letter, a Turkish word ([`TURKCE`]) or a Turkish
/// ending ([`TURKCE_EKLER`]) outside code spans and the lessons' titles.
fn turkce(metin: &str) -> bool {
    let metin = DERS_ADLARI.iter().fold(metin.to_string(), |m, ad| m.replace(ad, ""));
    sozcukler(&metin).iter().any(|w| {
        w.contains(['ç', 'ğ', 'ı', 'ö', 'ş', 'ü'])
            || TURKCE.contains(&w.as_str())
            || (w.len() > 4 && TURKCE_EKLER.iter().any(|e| w.ends_with(e)))
    })
}

/// Whether a text reads English: an English function word ([`INGILIZCE`]) outside code spans.
fn ingilizce(metin: &str) -> bool {
    sozcukler(metin).iter().any(|w| INGILIZCE.contains(&w.as_str()))
}

/// The doc comment blocks of a file (consecutive `///` or `//!` lines), each with its first line.
fn belge_bloklari(metin: &str) -> Vec<(usize, String)> {
    let mut bloklar: Vec<(usize, String)> = Vec::new();
    let mut son = usize::MAX;
    for (i, satir) in metin.lines().enumerate() {
        let s = satir.trim_start();
        let Some(govde) = s.strip_prefix("///").or_else(|| s.strip_prefix("//!")) else {
            continue;
        };
        match bloklar.last_mut() {
            Some((_, b)) if son + 1 == i => {
                b.push(' ');
                b.push_str(govde);
            }
            _ => bloklar.push((i + 1, govde.to_string())),
        }
        son = i;
    }
    bloklar
}

/// Invariant: doc comments are English, but in the three model files, which are Turkish (with
/// Turkish letters) because students read them beside the lesson. Text the programs show
/// people (help, messages) is Turkish and lives in string literals, not doc comments. A block is
/// judged by its words outside code spans: outside the model files it must not read Turkish
/// ([`turkce`]); in them it must not read English ([`ingilizce`]), and the file's comments are
/// written with Turkish letters.
#[test]
fn belge_yorumlari_tek_dilde() {
    let modeller = model_dosyalari();
    let mut bozuk = Vec::new();
    for yol in kaynaklar() {
        let model = modeller.contains(&yol);
        let metin = std::fs::read_to_string(&yol).unwrap_or_default();
        for (satir, blok) in belge_bloklari(&metin) {
            // a model file's block does not read English; any other does not read Turkish
            let dogru = if model { !ingilizce(&blok) } else { !turkce(&blok) };
            if !dogru {
                let beklenen = if model { "Turkce" } else { "Ingilizce" };
                bozuk.push(format!("{}:{satir} ({beklenen} olmali): {blok}", goreli(&yol)));
            }
        }
        if model {
            let harfli = metin
                .lines()
                .filter(|s| s.trim_start().starts_with("//"))
                .any(|s| s.contains(['ç', 'ğ', 'ı', 'ö', 'ş', 'ü', 'Ç', 'Ğ', 'İ', 'Ö', 'Ş', 'Ü']));
            assert!(harfli, "{}: yorumlar Turkce harflerle yazilmali", goreli(&yol));
        }
    }
    assert!(bozuk.is_empty(), "{} blok:\n{}", bozuk.len(), bozuk.join("\n"));
}

#[test]
fn dil_algilanir() {
    assert!(turkce("Bir tur: her karar `iz`'e bildirilir."));
    assert!(turkce("Sıradaki adımını bekliyor.") && turkce("Siradaki adimi bekliyor."));
    assert!(!turkce("One round of the `kira` model, as the lesson runs it."));
    assert!(ingilizce("One round of the `kira` model.") && !ingilizce("Bir tur."));
    assert!(!turkce("`--kira 5`: `Dersin arizasi ve bir tur`"));
}
