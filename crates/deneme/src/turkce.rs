//! Every message in Turkish: no English phrase, and Turkish words written with their letters.

use crate::kotu_girdi::kotu_girdiler;
use ders::{Program, Programlar, tanimlar};
use program::komut::kos;

/// What clap would have said in English: none of it may reach a reader.
const INGILIZCE: [&str; 8] = [
    "error:",
    "Usage:",
    "For more information",
    "tip:",
    "[OPTIONS]",
    "unexpected",
    "found",
    "Print help",
];

/// Provokes every kind of usage error the programs of `D` can raise (unknown flag, a near miss
/// with its suggestion, a stray argument, a missing value, a bad value, a value that is not
/// UTF-8, conflicting flags, a flag given twice, a value for a switch) and checks each message:
/// exit code 2, nothing on standard output, Turkish only (`INGILIZCE` absent), naming the
/// program and ending with the usage line and the hint to `--help`. Returns how many it tried.
#[cfg(unix)]
pub fn hatalar_turkce<D: Programlar>() -> usize {
    use std::ffi::OsString;
    use std::os::unix::ffi::OsStringExt;
    let mut sayi = 0;
    for p in Program::HEPSI {
        let ilk = tanimlar::<D>(p)
            .into_iter()
            .find(|t| t.deger_adi().is_some())
            .expect("every program has an option with a value");
        let f = format!("--{}", ilk.bayrak());
        let metin = |a: &[&str]| a.iter().map(OsString::from).collect::<Vec<_>>();
        let v = ilk.varsayilan().to_string();
        // each invocation with what its message must name
        let mut cagrilar: Vec<(Vec<OsString>, String)> = vec![
            (metin(&["--bilinmeyen"]), "'--bilinmeyen'".into()),
            (metin(&[&format!("{f}x"), "1"]), format!("şunu mu demek istediniz: {f}")),
            (metin(&["fazla"]), "'fazla'".into()),
            (metin(&[&f]), format!("{f} <")),
            (metin(&[&f, "yok"]), format!("{f} 'yok': ")),
            (metin(&["--json", "--markdown"]), "--json ile --markdown".into()),
            (metin(&[&f, &v, &f, &v]), format!("{f} bir kez")),
            (metin(&["--json=evet"]), "--json değer almaz".into()),
            (
                metin(&[&format!("{f}={}", "9".repeat(100_000))]),
                format!("{f} '{}...': ", "9".repeat(40)),
            ),
        ];
        cagrilar.push((
            vec![OsString::from(&f), OsString::from_vec(vec![b'a', 0xff])],
            format!("{f} 'a\\xff': UTF-8 olmayan bir değer"),
        ));
        cagrilar.push((vec![OsString::from_vec(vec![0xff, 0xfe])], "'\\xff\\xfe'".into()));
        // every flag with a value: bytes that are not UTF-8, quoted once as typed
        for t in tanimlar::<D>(p).into_iter().filter(|t| t.deger_adi().is_some()) {
            let f = format!("--{}", t.bayrak());
            let deger = OsString::from_vec(vec![b'5', 0xff, b'x', 0xc3]);
            cagrilar.push((vec![OsString::from(&f), deger], format!("{f} '5\\xffx\\xc3': ")));
        }
        for (args, adlandirir) in cagrilar {
            sayi += 1;
            let (mut cikti, mut hata) = (Vec::new(), Vec::new());
            let tum = std::iter::once(OsString::from(p.ad())).chain(args.clone()).collect();
            let kod = program::komut::calistir::<D>(p, tum, &mut cikti, &mut hata);
            let hata = String::from_utf8_lossy(&hata).into_owned();
            let satirlar: Vec<&str> = hata.lines().collect();
            let kim = format!("{} {}: ", D::AD, p.ad());
            assert!(
                kod == 2
                    && cikti.is_empty()
                    && satirlar.len() == 3
                    && satirlar[0].starts_with(&kim)
                    && satirlar[0].contains(&adlandirir)
                    && satirlar[0].len() < 200
                    && satirlar[1] == format!("Kullanım: {} [SEÇENEKLER]", p.ad())
                    && satirlar[2] == format!("Ayrıntılar için: {} --help", p.ad())
                    && !INGILIZCE.iter().any(|i| hata.contains(i)),
                "{} {} {args:?}: kod {kod}, stderr:\n{hata}",
                D::AD,
                p.ad()
            );
        }
    }
    sayi
}

/// Turkish words as a keyboard without Turkish letters types them (`gecersiz` for
/// `geçersiz`): none may appear in what the programs write for people. A short list we keep;
/// each word here is wrong in every sense, so a hit is always a mistake.
pub const HARFSIZ: &[&str] = &[
    "gecersiz",
    "deger",
    "degil",
    "icin",
    "olmali",
    "sayi",
    "dugum",
    "dugumler",
    "secenek",
    "secenekler",
    "kullanim",
    "ayrintilar",
    "tanimsiz",
    "kosum",
    "kosumu",
    "kosumda",
    "adim",
    "adimi",
    "basladi",
    "baslatildi",
    "kaydi",
    "kayit",
    "yurutuldu",
    "ulasilamaz",
    "devraldi",
    "kacti",
    "gonderilmez",
    "yazilamadi",
    "arguman",
    "taninmayan",
    "anlasilmadi",
    "bos",
    "virgulle",
    "ayrilmis",
    "ornek",
    "varsayilan",
    "sinir",
    "siniri",
    "butce",
    "ozellik",
    "kesfedilen",
    "dogru",
    "yanlis",
    "ayni",
    "cift",
    "asili",
    "kayip",
    "goster",
    "gosterir",
    "yardimi",
    "surumu",
    "cikti",
    "ciktiya",
    "sirasi",
    "hic",
    "yalniz",
    "uretir",
];

/// The words of [`HARFSIZ`] in `metin`, a program's help or message, outside what stays in
/// ASCII: flags (`--ariza`), code spans, quoted input (`'S3:fatura=kayip'`), schedules in their
/// notation, names in capitals, the claims' snake-case names and the JSON keys that close the
/// help.
pub fn harfsiz_kelimeler(metin: &str) -> Vec<String> {
    let govde = metin.split("JSON anahtarları").next().unwrap_or_default();
    let mut bulunan = Vec::new();
    for satir in govde.lines() {
        let mut temiz = String::new();
        let mut parcalar = satir.split(['`', '\'']);
        while let Some(dis) = parcalar.next() {
            temiz.push_str(dis);
            temiz.push(' ');
            parcalar.next();
        }
        // flags, schedules in their notation (`S3:tarife=kayip`) and the claims' names
        // (`yalniz_telafi_edilmeyen_yazma_kalir`) stay as typed
        let notasyon = |k: &str| {
            k.trim_end_matches([':', ';', ',', ')', '.']).contains([':', '=']) || k.contains('_')
        };
        for kelime in temiz.split_whitespace().filter(|k| !k.starts_with('-') && !notasyon(k)) {
            // a word in capitals is a value's name (`İŞ:ADIM`), where I reads as ı or i
            let kelimeler = kelime.split(|c: char| !c.is_alphabetic());
            for w in kelimeler.filter(|w| !w.is_empty() && w.chars().any(char::is_lowercase)) {
                let w = w.to_lowercase();
                if HARFSIZ.contains(&w.as_str()) && !bulunan.contains(&w) {
                    bulunan.push(w);
                }
            }
        }
    }
    bulunan
}

/// Checks that both programs of `D` write Turkish with its letters: the help, `olc`'s story
/// (`--iz`) and the message of every invocation [`kotu_girdiler`] lists hold no word of
/// [`HARFSIZ`]. The published tables are not read: they stay as the lesson prints them.
pub fn turkce_harflerle_yazar<D: Programlar>() {
    let mut bozuk = Vec::new();
    let mut bak = |ne: String, metin: &str| {
        let w = harfsiz_kelimeler(metin);
        if !w.is_empty() {
            bozuk.push(format!("{ne}: {}", w.join(", ")));
        }
    };
    for p in Program::HEPSI {
        bak(format!("{} --help", p.ad()), &kos::<D>(p, &["--help"]).cikti);
        for (args, _) in kotu_girdiler::<D>(p) {
            let a: Vec<&str> = args.split(' ').collect();
            bak(format!("{} {args}", p.ad()), &kos::<D>(p, &a).hata);
        }
    }
    bak("olc --iz".into(), &kos::<D>(Program::Olc, &["--iz"]).cikti);
    assert!(
        bozuk.is_empty(),
        "{}: Türkçe harfsiz yazılmış kelimeler:\n{}",
        D::AD,
        bozuk.join("\n")
    );
}
