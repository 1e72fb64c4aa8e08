//! The timeline in the reader's hands: each lesson's clickable cells, what a click writes into
//! the schedule (worked by hand), and that every click on the lesson's own scenario gives a
//! schedule the panel runs as the command line does.

use ders::Program;
use dersler::DersKaydi;
use program::calistirma::parcala;

fn ders(ad: &str) -> &'static dyn DersKaydi {
    dersler::bul(ad).expect("a lesson")
}

/// The fragment after a click on `kimlik` in fragment `parca`'s timeline.
fn tikla(d: &str, parca: &str, kimlik: &str) -> String {
    ders(d).hucreye_tikla(Program::Olc, parca, kimlik).unwrap_or_else(|e| panic!("{kimlik}: {e}"))
}

/// Each click of `tiklamalar` (a fragment, the cell clicked, the fragment after) on lesson `d`'s
/// timeline.
fn tiklamalar(d: &str, tiklamalar: &[(&str, &str, &str)]) {
    for &(parca, kimlik, sonra) in tiklamalar {
        assert_eq!(tikla(d, parca, kimlik), sonra, "{d} #{parca}: {kimlik}");
    }
}

/// What the panel shows for `parca` equals `olc` given the same flags.
fn komutla_ayni(d: &str, parca: &str) {
    let c = ders(d).calis(Program::Olc, parca);
    assert!(
        c.hatalar.is_empty() && c.kural.is_none(),
        "{d} #{parca}: {:?} {:?}",
        c.hatalar,
        c.kural
    );
    let arg: Vec<String> =
        parcala(parca).into_iter().flat_map(|(k, v)| [format!("--{k}"), v]).collect();
    let arg: Vec<&str> = arg.iter().map(String::as_str).collect();
    assert_eq!(c.metin, ders(d).calistir(Program::Olc, &arg).cikti, "{d} #{parca}");
}

#[test]
fn lider_bir_dugum_turu_acilir_kapanir() {
    let c = ders("lider").calis(Program::Olc, "");
    // three columns, five nodes, 24 rounds; d0 is unreachable in rounds 6-10
    assert_eq!(c.hucreler.len(), 3 * 5 * 24);
    let d0_6 = c.hucreler.iter().find(|h| h.kimlik == "d0:6").unwrap();
    assert!(d0_6.acik && d0_6.etiket == "yalin: d0, 6. tur, ulaşılamaz", "{d0_6:?}");
    assert_eq!((d0_6.x, d0_6.y, d0_6.genislik, d0_6.yukseklik), (70 + 5 * 30, 24 + 22, 30, 22));
    tiklamalar(
        "lider",
        &[
            ("", "d1:8", "ariza=d0:6-10,d1:8"),
            ("ariza=d0:6-10,d1:8", "d1:8", "ariza=d0:6-10"),
            ("", "d0:8", "ariza=d0:6-7,d0:9-10"),
            ("", "d0:11", "ariza=d0:6-11"),
            // --duraklama is the schedule's shorthand: a click writes the schedule out instead
            ("kira=5&duraklama=2", "d2:3", "kira=5&ariza=d0:6-7,d2:3"),
        ],
    );
    komutla_ayni("lider", "kira=5&ariza=d0:6-7,d2:3");
    assert!(!c.hucre_siniri);
    // a large run: the first column's 20 nodes by 60 rounds are clickable
    let buyuk = ders("lider").calis(Program::Olc, "dugum=100&tur=10000");
    assert_eq!((buyuk.hucreler.len(), buyuk.hucre_siniri), (20 * 60, true));
    assert_eq!(buyuk.hucreler.last().unwrap().etiket, "yalin: d19, 60. tur, ulaşılabilir");
    // keys no cell has are refused, not read as no fault at all
    for kimlik in ["d1", "d0:0", "d0:4294967295", "dx:3"] {
        assert!(ders("lider").hucreye_tikla(Program::Olc, "", kimlik).is_err(), "{kimlik}");
    }
}

#[test]
fn denetci_bir_yurutme_tamam_asili_kalici_dolasir() {
    let c = ders("denetci").calis(Program::Olc, "");
    let s2 = c.hucreler.iter().find(|h| h.kimlik == "S2:indirim#1").unwrap();
    // S2's discount step hangs on its first execution in the lesson
    assert!(s2.acik && s2.etiket.ends_with("1. yürütmesi, 2. turda başlayan, asılı"), "{s2:?}");
    // in the first column, the cell where its letter is drawn: the round it started (2), not the
    // one it ran in
    assert_eq!(s2.x, 50 + 34);
    let ders_z = "S2:indirim=asili,S5:tarife=asili,S7:indirim=kalici,S9:fatura=asili";
    tiklamalar(
        "denetci",
        &[
            (
                "",
                "S2:indirim#2",
                "ariza=S2:indirim%231-2=asili,S5:tarife=asili,S7:indirim=kalici,S9:fatura=asili",
            ),
            (
                "",
                "S7:indirim#2",
                "ariza=S2:indirim=asili,S5:tarife=asili,S7:indirim%231=kalici,S7:indirim%233-=kalici,S9:fatura=asili",
            ),
            // a hung execution fails next, that execution alone
            (
                "",
                "S2:indirim#1",
                "ariza=S2:indirim%231=kalici,S5:tarife=asili,S7:indirim=kalici,S9:fatura=asili",
            ),
        ],
    );
    // an execution past the threshold (3), which the run never makes, up to the last a count
    // can name
    for yurutme in ["4", "4294967295"] {
        let tik = ders("denetci").hucreye_tikla(Program::Olc, "", &format!("S7:indirim#{yurutme}"));
        assert!(tik.is_err_and(|e| e.contains("hiç olmaz")), "#{yurutme}");
    }
    // done, hangs, fails, done: three clicks on one execution bring the schedule back
    let mut parca = format!("ariza={ders_z}");
    for _ in 0..3 {
        let c = ders("denetci").calis(Program::Olc, &parca);
        assert!(c.hucreler.iter().any(|h| h.kimlik == "S4:fatura#1"));
        parca = tikla("denetci", &parca, "S4:fatura#1");
        komutla_ayni("denetci", &parca);
    }
    assert_eq!(parca, format!("ariza={ders_z}"));
}

#[test]
fn akis_adim_hata_verir_telafi_iletisi_dolasir() {
    let c = ders("akis").calis(Program::Olc, "");
    let kimlikler: Vec<&str> = c.hucreler.iter().map(|h| h.kimlik.as_str()).collect();
    assert!(kimlikler.contains(&"S3:fatura=adim") && kimlikler.contains(&"S3:tarife=telafi"));
    tiklamalar(
        "akis",
        &[
            ("", "S3:tarife=telafi", "ariza=S3:tarife=kayip,S3:fatura=hata,S7:indirim=hata"),
            (
                "ariza=S3:tarife=kayip,S3:fatura=hata",
                "S3:tarife=telafi",
                "ariza=S3:tarife=cift,S3:fatura=hata",
            ),
            ("ariza=S3:tarife=abonesiz,S3:fatura=hata", "S3:tarife=telafi", "ariza=S3:fatura=hata"),
            // the failing step moves back: what was committed after it is no longer compensated
            ("ariza=S3:indirim=kayip,S3:fatura=hata", "S3:tarife=adim", "ariza=S3:tarife=hata"),
            ("", "S3:fatura=adim", "ariza=S7:indirim=hata"),
        ],
    );
    komutla_ayni("akis", "ariza=S3:tarife=kayip,S3:fatura=hata,S7:indirim=hata");
}

/// Every cell of each lesson's own timeline, clicked, gives a schedule the panel runs without a
/// refusal and prints as the command line does.
#[test]
fn her_hucre_gecerli_bir_zamanlama_verir() {
    for &d in dersler::DERSLER.iter() {
        let c = d.calis(Program::Olc, "");
        assert!(!c.hucreler.is_empty(), "{}", d.ad());
        let mut kimlikler: Vec<&str> = c.hucreler.iter().map(|h| h.kimlik.as_str()).collect();
        kimlikler.sort_unstable();
        kimlikler.dedup();
        for (i, k) in kimlikler.iter().enumerate() {
            let parca = tikla(d.ad(), "", k);
            let c = d.calis(Program::Olc, &parca);
            assert!(
                c.hatalar.is_empty() && c.kural.is_none(),
                "{} {k}: {parca}: {:?}",
                d.ad(),
                c.hatalar
            );
            if i % 17 == 0 {
                komutla_ayni(d.ad(), &parca);
            }
        }
    }
}

/// The width and height an SVG declares.
fn boyut(svg: &str) -> (i32, i32) {
    let sayi = |ad: &str| {
        let bas = svg.find(&format!("{ad}=\"")).expect(ad) + ad.len() + 2;
        svg[bas..].split('"').next().unwrap().parse().expect(ad)
    };
    (sayi("width"), sayi("height"))
}

/// The narrow layout of lesson `d`'s timeline: present, one phone box wide at no less than
/// 70 % of its size, every column's title drawn, the same cells as the wide one, each inside
/// the picture. Returns the narrow cells.
fn dar_resim(d: &str, genislikler: (i32, i32)) -> Vec<ders::Hucre> {
    let c = ders(d).calis(Program::Olc, "");
    let dar = c.dar.unwrap_or_else(|| panic!("{d} lays its timeline out for a phone"));
    let ((genis, _), (dar_gen, yuk)) = (boyut(&c.svg), boyut(&dar.svg));
    assert_eq!((genis, dar_gen), genislikler, "{d}");
    assert!(316.0 / f64::from(dar_gen) >= 0.7, "{d}: {dar_gen} px");
    let anahtar = |h: &ders::Hucre| (h.kimlik.clone(), h.etiket.clone(), h.acik);
    let (mut a, mut b): (Vec<_>, Vec<_>) =
        (c.hucreler.iter().map(anahtar).collect(), dar.hucreler.iter().map(anahtar).collect());
    a.sort();
    b.sort();
    assert_eq!(a, b, "{d}");
    for h in &dar.hucreler {
        let icinde =
            h.x >= 0 && h.x + h.genislik <= dar_gen && h.y >= 0 && h.y + h.yukseklik <= yuk;
        assert!(icinde, "{d}: {h:?}");
        let sutun = h.etiket.split(": ").next().unwrap();
        // (plotters writes a text on a line of its own)
        assert!(dar.svg.lines().any(|l| l.trim_start().starts_with(sutun)), "{d}: {sutun}");
    }
    dar.hucreler
}

#[test]
fn dar_resimler_her_sutunun_basligini_ve_hucresini_telefon_genisliginde_gosterir() {
    // akis: three diagrams of 380 px, one under another, in the columns' order
    let akis = dar_resim("akis", (1140, 380));
    let ilk_y = |sutun: &str| {
        akis.iter().filter(|h| h.etiket.starts_with(sutun)).map(|h| h.y).min().unwrap()
    };
    assert!(ilk_y("koreografi:") < ilk_y("kor+eksik abone:"));
    assert!(ilk_y("kor+eksik abone:") < ilk_y("orkestrasyon:"));
    // lider: each column's 24 rounds in two strips of 12, the second under the first
    let lider = dar_resim("lider", (834, 450));
    let yer = |k: &str| {
        let h = lider.iter().find(|h| h.kimlik == k && h.etiket.starts_with("yalin:")).unwrap();
        (h.x, h.y)
    };
    assert_eq!(yer("d0:13").0, yer("d0:1").0);
    assert!(yer("d0:13").1 > yer("d0:12").1);
    // denetci's timeline fits a phone as it is: no second layout
    assert!(ders("denetci").calis(Program::Olc, "").dar.is_none());
}
