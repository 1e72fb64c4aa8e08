//! The lesson list itself: each lesson is found by its name, once, and answers every question a
//! tool asks of it through [`dersler::DersKaydi`] (sample option sets, table definitions,
//! exercises solved by its program).

use dersler::{DERSLER, bul};

#[test]
fn adlar_tekil_ve_bulunur() {
    let mut adlar: Vec<&str> = DERSLER.iter().map(|d| d.ad()).collect();
    for ad in &adlar {
        assert_eq!(bul(ad).map(|d| d.ad()), Some(*ad));
    }
    assert!(bul("yok").is_none());
    let n = adlar.len();
    adlar.sort();
    adlar.dedup();
    assert_eq!(adlar.len(), n, "a lesson is listed twice");
}

/// The sampled option sets are the same on every call, spread over the grid, and each one
/// runs; a key left out takes its default, a bad value is refused.
#[test]
fn ornek_secenekler_kararli_ve_calisir() {
    for d in DERSLER {
        let ornekler = d.secenek_ornekleri(300);
        assert_eq!(ornekler, d.secenek_ornekleri(300), "{}", d.ad());
        let mut farkli: Vec<String> = ornekler.iter().map(|o| o.to_string()).collect();
        farkli.sort();
        farkli.dedup();
        assert!(farkli.len() >= 10, "{}: {} distinct sets", d.ad(), farkli.len());
        for o in &ornekler {
            let sonuc = d.kosum_json(o).unwrap_or_else(|e| panic!("{}: {o}: {e}", d.ad()));
            assert!(sonuc.is_object(), "{sonuc}");
        }
    }
    // every row of olc's first table is defined for the lesson's page
    for d in DERSLER {
        let t = d.satir_tanimlari();
        assert!(t.len() >= 6, "{}", d.ad());
        assert!(t.iter().all(|(ad, tanim)| !ad.is_empty() && tanim.ends_with('.')), "{t:?}");
        // and every row or column of its other tables
        let t = d.tablo_tanimlari();
        assert_eq!(t.len(), 2, "{}", d.ad());
        for (_, satirlar) in &t {
            assert!(satirlar.len() >= 5, "{t:?}");
            assert!(satirlar.iter().all(|(a, b)| !a.is_empty() && b.ends_with('.')), "{t:?}");
        }
    }
    // every exercise is solved by its program: a figure, and the story line deciding it
    for d in DERSLER {
        // an exercise that cannot be solved, or a file that does not read, says why
        let c = d.alistirmalar().into_iter().map(|x| x.unwrap_or_else(|e| panic!("{e}")));
        let c: Vec<_> = c.collect();
        assert!(c.len() >= 4, "{}: {} exercises", d.ad(), c.len());
        let mut parcalar = std::collections::BTreeSet::new();
        for x in &c {
            assert!(x.cevap.parse::<f64>().is_ok() && !x.satir.is_empty(), "{x:?}");
            assert!(parcalar.insert(x.parca.clone()), "{}: '{}' iki kez", d.ad(), x.parca);
            // the explanation is written, its placeholders filled
            assert!(!x.aciklama.is_empty() && !x.aciklama.contains('{'), "{x:?}");
            if x.neden {
                // the answer is the deciding line's round or job, as the story prints it
                let bas = x.satir.split(':').next().unwrap_or_default();
                assert!(bas.ends_with(&x.cevap), "{x:?}");
                assert!(x.aciklama.contains(x.cevap.as_str()), "{x:?}");
            }
        }
        let neden = c.iter().filter(|x| x.neden).count();
        assert!(neden >= 1, "{}: 'neden?' alıştırması yok", d.ad());
    }
    // a declaration whose figure or story line is gone is an error naming it
    let bildirim = |olcu| {
        format!(
            "[[alistirma]]\nparca = \"kira=5\"\nsoru = \"?\"\nsutun = \"yalin\"\n\
             olcu = \"{olcu}\"\nisaret = \"BÖYLE BİR SATIR YOK\"\naciklama = \"\"\n"
        )
    };
    let oku = |m: &str| dersler::sayfa::alistirmalari_oku("lider", m);
    let a = oku(&bildirim("kacirilan")).unwrap().remove(0);
    let e = program::alistirma::coz::<lider::Lider>(&a).unwrap_err();
    assert!(e.contains("'BÖYLE BİR SATIR YOK'"), "{e}");
    let a = oku(&bildirim("yok")).unwrap().remove(0);
    let e = program::alistirma::coz::<lider::Lider>(&a).unwrap_err();
    assert!(e.contains("'yok' ölçüsü yok"), "{e}");
    // a field the file does not know, or one it lacks, is an error naming the file and field
    let e = oku(&format!("{}cevap = \"3\"\n", bildirim("yok"))).unwrap_err();
    assert!(e.starts_with("crates/lider/sayfa/alistirmalar.toml: ") && e.contains("cevap"), "{e}");
    let e = oku("[[alistirma]]\nparca = \"kira=5\"\n").unwrap_err();
    assert!(e.contains("soru"), "{e}");
    let lider = bul("lider").unwrap();
    let yalin = lider.kosum_json(&serde_json::json!({})).unwrap();
    assert_eq!((yalin["baslatilan"].as_u64(), yalin["ciftBaslatma"].as_u64()), (Some(3), Some(1)));
    assert!(lider.kosum_json(&serde_json::json!({"kira": 0})).is_err());
}

/// The explanations whose numbers a reader once took from hand-written words show the story
/// lines that decide them: at one scan per round denetci re-drives the failing step only once
/// its lease is over (rounds 4, 6 and 8; the scans between find it unexpired); with a lease of
/// 8 lider has no takeover, and d0 itself starts the waiting party once it is back.
#[test]
fn aciklamalar_karar_veren_satirlari_gosterir() {
    let bul = |ad: &str, parca: &str| {
        let d = bul(ad).unwrap();
        d.alistirmalar().into_iter().flatten().find(|c| c.parca == parca).unwrap()
    };
    let c = bul("denetci", "tarama=1");
    let surulen: Vec<&str> = c
        .satirlar
        .iter()
        .filter(|s| s.contains("S7 indirim") && s.contains("yeniden sürüldü"))
        .map(|s| &s[..7])
        .collect();
    assert_eq!(surulen, ["tur  4:", "tur  6:", "tur  8:"], "{:#?}", c.satirlar);
    assert!(c.satirlar.iter().all(|s| s.contains("S7")), "{:#?}", c.satirlar);
    let c = bul("lider", "kira=8");
    assert!(c.satirlar.iter().all(|s| !s.contains("devrald")), "{:#?}", c.satirlar);
    assert!(
        c.satirlar.iter().any(|s| s.starts_with("tur 11: d0 kirayı yeniledi; lider d0; bekleyen")),
        "{:#?}",
        c.satirlar
    );
    let c = bul("akis", "ariza=S3:indirim=cift,S3:fatura=hata");
    assert!(c.senaryo.contains("dersin arızaları yerine yalnız"), "{}", c.senaryo);
    assert_eq!(c.satirlar.len(), 1, "{:#?}", c.satirlar);
    assert!(
        c.satirlar[0].starts_with("S3: ") && c.satirlar[0].contains("iki kez"),
        "{:#?}",
        c.satirlar
    );
}

/// A lesson's `sayfa/ders.toml` gives its model file and its examples, and one that does not
/// parse is an error naming the file.
#[test]
fn ders_bilgisi_okunur() {
    let kok = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let b = dersler::sayfa::bilgi(&kok, "lider").unwrap();
    assert_eq!(b.model, "src/secim.rs");
    assert_eq!(b.ornek(ders::Program::Olc), ["--yenileme", "1"]);
    let kosular = b.kosular();
    assert_eq!(kosular.len(), 12);
    assert!(kosular.contains(&(ders::Program::Hesap, b.ornekler.hesap.clone())));
    let gecici = std::env::temp_dir().join(format!("dersler-bilgi-{}", std::process::id()));
    let klasor = dersler::sayfa::klasor(&gecici, "x");
    std::fs::create_dir_all(&klasor).unwrap();
    std::fs::write(klasor.join("ders.toml"), "model = \"src/x.rs\"\nornek = 1\n").unwrap();
    let e = dersler::sayfa::bilgi(&gecici, "x").unwrap_err();
    std::fs::remove_dir_all(&gecici).unwrap();
    assert!(e.contains("ders.toml") && e.contains("ornek"), "{e}");
    let e = dersler::sayfa::bilgi(&gecici, "x").unwrap_err();
    assert!(e.contains("ders.toml"), "{e}");
}
