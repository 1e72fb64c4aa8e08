//! Rules on the shape of a lesson's page: it links its model file, the book lists the pages in
//! the course order, and each page reads in the student's order.

use crate::cargo::kok;

/// Invariant: each lesson's page links the model file its `sayfa/ders.toml` names,
/// the file students are told to read beside the lesson.
#[test]
fn ders_sayfasi_model_dosyasini_baglar() {
    for (ad, dosya) in crate::mutasyon::model_dosyalari().unwrap() {
        let sayfa = kok().join("docs").join(format!("{ad}.md"));
        let metin = std::fs::read_to_string(&sayfa).expect("the lesson's page");
        let bag = format!("Model dosyası: [`{dosya}`](../{dosya})");
        assert!(metin.contains(&bag), "{}: '{bag}' yok", sayfa.display());
    }
}

/// Invariant: the book follows the course order: `docs/SUMMARY.md` lists the lesson pages in
/// the order of the lesson list, each lesson page names, under its title, the lessons before
/// and after it (a block generated from the list, `sira`, which verify holds current), and the
/// reading order of the landing page comes from the list (`okuma-sirasi`).
#[test]
fn ders_sayfalari_kurs_sirasiyla() {
    let adlar: Vec<&str> = dersler::DERSLER.iter().map(|d| d.ad()).collect();
    let sayfa = |ad: &str| std::fs::read_to_string(kok().join(format!("docs/{ad}.md"))).unwrap();
    let ozet = std::fs::read_to_string(kok().join("docs/SUMMARY.md")).unwrap();
    let yerler: Vec<usize> =
        adlar.iter().map(|a| ozet.find(&format!("]({a}.md)")).expect("listed")).collect();
    assert!(yerler.is_sorted(), "docs/SUMMARY.md: dersler kurs sirasiyla degil: {adlar:?}");
    for ad in &adlar {
        let sayfa = sayfa(ad);
        let satirlar: Vec<&str> = sayfa.lines().collect();
        assert_eq!(satirlar.get(2).copied(), Some(format!("<!-- uret: sira {ad} -->").as_str()));
        assert!(satirlar.get(3).is_some_and(|s| s.starts_with("Önceki ders")), "docs/{ad}.md");
    }
    let giris = std::fs::read_to_string(kok().join("docs/README.md")).unwrap();
    assert!(giris.contains("\n<!-- uret: okuma-sirasi -->\n"), "docs/README.md");
}

/// Invariant: a lesson page reads in the student's order: the lesson's question, its story
/// (`## Model ne yapar`), then its first table (`olc`'s output) and right after it the panel
/// (the mark `<!-- panel -->`, which `crates/kitap` replaces with the same table, timeline and
/// story, live), then the lesson's moments (`## Dersle birlikte`, `<!-- uret: anlar DERS -->`)
/// and the walk, then what each row means; the other tables' rows and columns, why a claim
/// breaks (`## Hangi tek arızaya bağlı`), how many faults it takes (`## Kaç arıza yeter?`,
/// `<!-- uret: en-az DERS -->`), the exercises (`## Tahmin et`, `<!-- alistirmalar
/// -->`), the book's own scenarios and `## Gerçek sistemlerde`, in this order. The tool
/// reference is in the appendix, `docs/basvuru.md`, generated from the list: no program help,
/// no `--ariza` notation and no `--iz` dump on the page, which links each of the appendix's
/// parts once.
#[test]
fn ders_sayfasi_once_tablo_ve_panel() {
    let basvuru = std::fs::read_to_string(kok().join("docs/basvuru.md")).unwrap();
    for d in dersler::DERSLER {
        let ad = d.ad();
        let sayfa = std::fs::read_to_string(kok().join(format!("docs/{ad}.md"))).unwrap();
        let yer = |s: &str| sayfa.find(s).unwrap_or_else(|| panic!("docs/{ad}.md: '{s}' yok"));
        let sira = [
            yer("## Model ne yapar"),
            yer(&format!("<!-- uret: cargo run -q -p {ad} --bin olc -->")),
            yer("\n<!-- /uret -->\n\n<!-- panel -->\n"),
            yer("\n## Dersle birlikte\n"),
            yer(&format!("<!-- uret: anlar {ad} -->")),
            yer("\n## Adım adım\n"),
            yer(&format!("<!-- uret: yuruyus {ad} -->")),
            yer(&format!("<!-- uret: satirlar {ad} -->")),
            yer(&format!("<!-- uret: tablolar {ad} -->")),
            yer("\n## Hangi tek arızaya bağlı\n"),
            yer("\n## Kaç arıza yeter?\n"),
            yer(&format!("<!-- uret: en-az {ad} -->")),
            yer("\n## Tahmin et\n"),
            yer("\n<!-- alistirmalar -->\n"),
            yer("\n## Kitabın senaryoları\n"),
            yer("\n## Gerçek sistemlerde\n"),
        ];
        assert!(
            sira.is_sorted(),
            "docs/{ad}.md: hikaye, tablo, panel, dersle birlikte, adim adim, satirlarin tanimi, \
             oteki tablolar, tek ariza, tahmin et, kitabin senaryolari, gercek sistemler sirasi: \
             {sira:?}"
        );
        let (tablo, panel, adim) = (sira[1], sira[2], sira[3]);
        // the panel follows the table's own block, and the lesson's moments and the walk
        // follow the panel
        assert_eq!(sayfa[tablo..panel].matches("<!-- /uret -->").count(), 0, "docs/{ad}.md");
        assert_eq!(sayfa[panel..adim].matches("\n#").count(), 0, "docs/{ad}.md: arada bolum");
        assert!(!sayfa.contains("--help -->"), "docs/{ad}.md: yardim eke (docs/basvuru.md) gider");
        assert!(!sayfa.contains("--iz -->"), "docs/{ad}.md: hikaye eke (docs/basvuru.md) gider");
        for bag in [format!("basvuru.md#{ad}-ariza"), format!("basvuru.md#{ad}-iz")] {
            assert_eq!(sayfa.matches(&format!("({bag})")).count(), 1, "docs/{ad}.md: {bag}");
        }
        assert_eq!(sayfa.matches("(basvuru.md#tek-degisiklikler)").count(), 1, "docs/{ad}.md");
    }
    // every program's help, lesson by lesson, comes from the list (verify holds it current)
    assert!(basvuru.contains("\n<!-- uret: yardimlar -->\n"), "docs/basvuru.md: yardimlar yok");
    assert!(basvuru.contains("{#tek-degisiklikler}"), "docs/basvuru.md: tek değişiklikler yok");
}
