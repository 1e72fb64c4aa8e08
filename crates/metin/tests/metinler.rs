//! Tests of `--metin` on the real lesson texts: they are copied from `../shared/seeds` into a
//! temporary folder (the project holds no copy of them), changed there, and checked. Each test
//! names what it needs in its ignore reason (`gerekir: ../shared/seeds`, and `node` for those
//! that run the texts' code): a plain `cargo test` lists them as ignored, and `cargo xtask test`
//! runs them when all they need is there and names them in its final table when it is not. None
//! passes by returning early.

use metin::girdi::{Ciktilar, MetinGirdisi};
use metin::js as metin_js;
use metin::rapor::{CiktiDurumu, JsSonucu, MetinRaporu, MetinSonucu};
use std::path::{Path, PathBuf};

/// The lesson programs' outputs without arguments, run in-process.
fn ciktilar() -> Ciktilar {
    let mut c = Ciktilar::new();
    for d in dersler::DERSLER {
        for p in ders::Program::HEPSI {
            let cikis = d.calistir(p, &[]);
            assert_eq!(cikis.kod, 0, "{} {}: {}", d.ad(), p.ad(), cikis.hata);
            c.insert((d.ad().to_string(), p.ad().to_string()), cikis.cikti);
        }
    }
    c
}

/// A temporary folder, removed when dropped (a failing test too).
struct Klasor(PathBuf);

impl std::ops::Deref for Klasor {
    type Target = PathBuf;
    fn deref(&self) -> &PathBuf {
        &self.0
    }
}

impl Drop for Klasor {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// [`kopyala`] for a test that runs the texts' code: it fails without node (its ignore reason
/// names node, so `cargo xtask test` runs it only where node runs).
fn kopyala_node_ile(ad: &str) -> Klasor {
    assert!(metin_js::node_var(), "{ad}: node yok: bu test metnin kodunu çalıştırır");
    kopyala(ad)
}

/// A fresh folder holding copies of the three lesson texts. Fails without `../shared/seeds`:
/// the test's ignore reason names it, so `cargo xtask test` runs it only when it is there.
fn kopyala(ad: &str) -> Klasor {
    let kaynak = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/seeds");
    let okunan = std::fs::read_dir(&kaynak).unwrap_or_else(|e| {
        panic!("{ad}: ../shared/seeds okunamadı ({e}): bu test ders metinlerini ister")
    });
    let hedef = std::env::temp_dir().join(format!("xtask-metin-test-{ad}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&hedef);
    std::fs::create_dir_all(&hedef).unwrap();
    for g in okunan.flatten() {
        std::fs::copy(g.path(), hedef.join(g.file_name())).unwrap();
    }
    Klasor(hedef)
}

fn denetle(klasor: &Path, bozuk: &[String], node: bool) -> MetinRaporu {
    let c = ciktilar();
    let yollar = [klasor.to_path_buf()];
    let g = MetinGirdisi { yollar: &yollar, ciktilar: &c, iddialar: bozuk, bozuk, node };
    metin::denetle(&g)
}

/// The text of lesson `ders` in the copy.
fn metni(klasor: &Path, ders: &str) -> PathBuf {
    dersin(&denetle(klasor, &[], false), ders).yol.clone()
}

/// What the check found in the text of lesson `ders`.
fn dersin<'a>(r: &'a MetinRaporu, ders: &str) -> &'a MetinSonucu {
    r.metinler.iter().find(|m| m.ders == ders).unwrap_or_else(|| panic!("{ders} metni yok"))
}

/// What became of program `program`'s output printed in text `m`.
fn ciktisi<'a>(m: &'a MetinSonucu, program: &str) -> &'a CiktiDurumu {
    &m.ciktilar.iter().find(|c| c.program == program).expect("the program's output").durum
}

/// `accept --metin` on the texts of the copy: the rewritten ones and the refused ones.
fn yenile(klasor: &Path) -> (Vec<String>, Vec<String>) {
    metin::yenile(&[klasor.to_path_buf()], &ciktilar())
}

/// Replaces the one occurrence of `eski` in file `yol` with `yeni`.
fn degistir(yol: &Path, eski: &str, yeni: &str) {
    let metin = std::fs::read_to_string(yol).unwrap();
    assert_eq!(metin.matches(eski).count(), 1, "{eski:?} once in {}", yol.display());
    std::fs::write(yol, metin.replacen(eski, yeni, 1)).unwrap();
}

#[test]
#[ignore = "gerekir: ../shared/seeds"]
fn ders_metinleri_degismeden_gecer() {
    let k = kopyala("gecer");
    let r = denetle(&k, &[], false);
    metin::yazdir(&r);
    assert!(r.temiz(), "{r:#?}");
    let dersler: Vec<&str> = r.metinler.iter().map(|m| m.ders.as_str()).collect();
    assert_eq!(dersler, ["lider", "denetci", "akis"]);
    let ayni = r.metinler.iter().flat_map(|m| &m.ciktilar);
    assert_eq!(ayni.filter(|c| matches!(c.durum, CiktiDurumu::Ayni(..))).count(), 6);
    for m in &r.metinler {
        let dosyalar: Vec<&str> = m.kodlar.iter().map(|k| k.0.as_str()).collect();
        assert_eq!(dosyalar.len(), 3, "{dosyalar:?}");
        assert!(dosyalar.contains(&"olc.mjs") && dosyalar.contains(&"hesap.mjs"));
        assert!(m.k01.len() >= 2 && m.k01.iter().all(|k| k.ayni()), "{:?}", m.k01);
    }
}

/// The texts' own code prints each published output, and its model agrees with the port.
#[test]
#[ignore = "gerekir: ../shared/seeds, node"]
fn ders_metinlerinin_kodu_kendi_ciktisini_basar() {
    let k = kopyala_node_ile("kod");
    let r = denetle(&k, &[], true);
    assert!(r.temiz() && r.node, "{r:#?}");
    for m in &r.metinler {
        assert_eq!(m.js.len(), 2, "{:?}", m.js);
        let kar = m.kosum.as_ref().expect("the text's kosum ran");
        assert_eq!(kar.farkli, 0);
        // akis has ten option sets in all; the others a few thousand
        assert!(kar.denenen >= if m.ders == "akis" { 10 } else { 2000 }, "{kar:?}");
    }
}

#[test]
#[ignore = "gerekir: ../shared/seeds"]
fn degisen_sayi_satirinda_bildirilir_accept_geri_yazar() {
    let k = kopyala("sayi");
    let yol = metni(&k, "lider");
    let once = std::fs::read(&yol).unwrap();
    // the olc output's row of takeover rounds: 3 in each column; the last becomes 4
    let eski = "devralma turu                                3                     3                     3\n";
    let yeni = eski.replace("3\n", "4\n");
    degistir(&yol, eski, &yeni);
    let metin = std::fs::read_to_string(&yol).unwrap();
    let satir = metin.lines().position(|s| s == yeni.trim_end()).unwrap() + 1;
    let r = denetle(&k, &[], false);
    assert!(!r.temiz());
    let m = dersin(&r, "lider");
    let olc = ciktisi(m, "olc");
    let CiktiDurumu::Eski { farklar, .. } = olc else { panic!("{olc:?}") };
    assert_eq!(farklar.len(), 1);
    assert_eq!(farklar[0].satir, satir);
    assert_eq!(r.eski_ciktilar().len(), 1);

    let (degisen, reddedilen) = yenile(&k);
    assert_eq!((degisen.len(), reddedilen.len()), (1, 0), "{degisen:?} {reddedilen:?}");
    assert!(degisen[0].contains("1 satır değişti"), "{}", degisen[0]);
    assert_eq!(
        std::fs::read(&yol).unwrap(),
        once,
        "accept --metin restores the text byte for byte"
    );
    assert!(denetle(&k, &[], false).temiz());
}

#[test]
#[ignore = "gerekir: ../shared/seeds, node"]
fn metnin_kodundaki_sabit_degisince_port_ve_cikti_uyusmaz() {
    let k = kopyala_node_ile("sabit");
    let yol = metni(&k, "lider");
    // the trigger rounds of the text's model
    degistir(
        &yol,
        "export const TETIK = [6, 12, 18, 24];",
        "export const TETIK = [6, 12, 18, 23];",
    );
    let r = denetle(&k, &[], true);
    let m = dersin(&r, "lider");
    assert!(
        m.ciktilar.iter().all(|c| matches!(c.durum, CiktiDurumu::Ayni(..))),
        "the port did not change"
    );
    assert!(matches!(&m.js[0], JsSonucu::Farkli(p, _) if p == "olc"), "{:?}", m.js);
    let kar = m.kosum.as_ref().unwrap();
    assert!(kar.farkli > 100 && kar.ornekler.len() == 3, "{kar:?}");
    assert!(!r.temiz());
}

#[test]
#[ignore = "gerekir: ../shared/seeds"]
fn koddaki_k01_sayisi_ve_bozuk_iddia_yerinde_bildirilir() {
    let k = kopyala("k01");
    let yol = metni(&k, "lider");
    degistir(&yol, "for (const KK4 of [6, 12])", "for (const KK4 of [6, 11])");
    let satir =
        std::fs::read_to_string(&yol).unwrap().lines().position(|s| s.contains("[6, 11]")).unwrap()
            + 1;
    let bozuk = [
        "lider hesaba_donus::kk4_yilda_6_devralma_duyarlilik_12".to_string(),
        "lider model::x".into(),
    ];
    let r = denetle(&k, &bozuk, false);
    let m = dersin(&r, "lider");
    let farkli: Vec<_> = m.k01.iter().filter(|k| !k.ayni()).collect();
    assert_eq!(farkli.len(), 1);
    assert_eq!((farkli[0].satir, farkli[0].kod.as_str()), (satir, "KK4"));
    assert_eq!(
        (farkli[0].metinde.clone(), farkli[0].k01de.clone()),
        (vec![6.0, 11.0], vec![6.0, 12.0])
    );
    let yerler: Vec<(&str, bool)> =
        m.bozuk_iddialar.iter().map(|b| (b.baslik.as_str(), b.basliksiz)).collect();
    assert_eq!(yerler, [("Hesaba Dönüş", false), ("Lider Seçimi", true)]);
    let metin = std::fs::read_to_string(&yol).unwrap();
    assert_eq!(metin.lines().nth(m.bozuk_iddialar[0].satir - 1), Some("Hesaba Dönüş"));
    // the other lessons' texts are untouched by lider's claims
    assert!(r.metinler.iter().filter(|m| m.ders != "lider").all(|m| m.bozuk_iddialar.is_empty()));
}

#[test]
#[ignore = "gerekir: ../shared/seeds"]
fn bulunamayan_ve_belirsiz_blok_hata_ve_yazilmaz() {
    let k = kopyala("eksik");
    let yol = metni(&k, "akis");
    let metin = std::fs::read_to_string(&yol).unwrap();
    // the hesap output printed twice: its place is ambiguous
    let cikti = &ciktilar()[&("akis".to_string(), "hesap".to_string())];
    degistir(&yol, cikti, &format!("{cikti}\n{cikti}"));
    let r = denetle(&k, &[], false);
    let m = dersin(&r, "akis");
    let hesap = ciktisi(m, "hesap");
    assert!(matches!(hesap, CiktiDurumu::Belirsiz(y) if y.len() == 2), "{hesap:?}");
    let (degisen, reddedilen) = yenile(&k);
    assert!(degisen.is_empty() && reddedilen.len() == 1, "{reddedilen:?}");
    assert!(reddedilen[0].contains("belirsiz"), "{}", reddedilen[0]);

    // the olc program's code block gone: an error that says what was looked for
    std::fs::write(&yol, metin.replacen("// akis/olc.mjs", "// baska bir dosya", 1)).unwrap();
    let r = denetle(&k, &[], false);
    let m = dersin(&r, "akis");
    assert_eq!(
        m.eksikler,
        ["`akis/olc.mjs` kod bloğu bulunamadı (aranan başlık: `// akis/olc.mjs — …`)"]
    );
    assert!(!r.temiz());

    // a file named on its own that is not a lesson text is an error; in a folder it is skipped
    let baska = k.join("notlar.txt");
    std::fs::write(&baska, "Bir not.\n").unwrap();
    let c = ciktilar();
    let tek = [baska.clone()];
    let r = metin::denetle(&MetinGirdisi {
        yollar: &tek,
        ciktilar: &c,
        iddialar: &[],
        bozuk: &[],
        node: false,
    });
    assert!(r.hatalar[0].contains("ders metni değil"), "{:?}", r.hatalar);
    let r = denetle(&k, &[], false);
    assert_eq!(r.atlanan, [baska]);
}

#[test]
#[ignore = "gerekir: ../shared/seeds"]
fn bicimi_degisen_cikti_bulunamaz_ve_yazilmaz() {
    let k = kopyala("bicim");
    let yol = metni(&k, "denetci");
    // a word of the hesap output's last line changed: its shape no longer matches
    let cikti = &ciktilar()[&("denetci".to_string(), "hesap".to_string())];
    let son = cikti.lines().last().unwrap();
    degistir(&yol, son, &son.replacen("okunan kayit", "okunan satir", 1));
    let once = std::fs::read(&yol).unwrap();
    let r = denetle(&k, &[], false);
    let m = dersin(&r, "denetci");
    let hesap = ciktisi(m, "hesap");
    let CiktiDurumu::Bulunamadi { ilk_fark, aday } = hesap else { panic!("{hesap:?}") };
    let (a, z) = aday.expect("the lines standing there");
    assert_eq!(ilk_fark.satir, z, "the last line differs in shape");
    assert_eq!(z - a + 1, cikti.lines().count());
    assert!(ilk_fark.metinde.contains("okunan satir"), "{ilk_fark:?}");
    let (degisen, reddedilen) = yenile(&k);
    assert!(degisen.is_empty() && reddedilen.len() == 1, "{degisen:?} {reddedilen:?}");
    assert_eq!(std::fs::read(&yol).unwrap(), once);
}

#[test]
#[ignore = "gerekir: ../shared/seeds"]
fn crlf_metin_bayt_bayt_geri_yazilir() {
    let k = kopyala("crlf");
    let yol = metni(&k, "akis");
    let lf = std::fs::read_to_string(&yol).unwrap();
    let crlf = lf.replace('\n', "\r\n");
    let crlf = crlf.strip_suffix("\r\n").unwrap_or(&crlf).to_string();
    std::fs::write(&yol, &crlf).unwrap();
    assert!(denetle(&k, &[], false).temiz());
    // one figure of the olc output changed, then rewritten
    let eski = "ileti orani orkestrasyon/koreografi = 1.600";
    degistir(&yol, eski, "ileti orani orkestrasyon/koreografi = 1.700");
    let (degisen, reddedilen) = yenile(&k);
    assert_eq!((degisen.len(), reddedilen.len()), (1, 0), "{degisen:?} {reddedilen:?}");
    assert_eq!(std::fs::read_to_string(&yol).unwrap(), crlf);
}

#[test]
#[ignore = "gerekir: ../shared/seeds, node"]
fn metnin_kodu_fazladan_satir_basinca_paniklemez() {
    let k = kopyala_node_ile("fazla");
    let yol = metni(&k, "lider");
    // forty more lines than the text holds after the hesap output
    let satir = "  `lidersiz tur ${kosum({ kira: 8 }).lidersizTur}, iki liderli tur ${kosum({ kira: 8 }).ikiLiderliTur}`);";
    degistir(&yol, satir, &format!("{satir}\nfor (let i = 0; i < 40; i++) console.log(i);"));
    let r = denetle(&k, &[], true);
    let m = dersin(&r, "lider");
    let hesap = m.js.iter().find_map(|j| match j {
        JsSonucu::Farkli(p, f) if p == "hesap" => Some(f),
        _ => None,
    });
    let farklar = hesap.unwrap_or_else(|| panic!("{:?}", m.js));
    assert_eq!(farklar.len(), 40);
    assert!(farklar.iter().all(|f| f.metinde == "(satır yok)"));
}

#[test]
#[ignore = "gerekir: ../shared/seeds"]
fn her_iddianin_paragrafi_ve_cumlesi_metinde() {
    let k = kopyala("paragraf");
    // every annotated claim, as if broken: each lands at its section with its sentence
    let mut bozuk = Vec::new();
    for ders in ["akis", "denetci", "lider"] {
        for (yol, _) in metin::yerlestirme::iddia_paragraflari(ders) {
            bozuk.push(format!("{ders} {yol}"));
        }
    }
    assert!(bozuk.len() >= 70, "{}", bozuk.len());
    let r = denetle(&k, &bozuk, false);
    let mut cumlesiz = Vec::new();
    for m in &r.metinler {
        assert!(m.eksikler.is_empty(), "{:?}", m.eksikler);
        for b in &m.bozuk_iddialar {
            if b.cumle.as_deref().is_none_or(str::is_empty) {
                cumlesiz.push(b.ad.clone());
            }
        }
    }
    assert!(cumlesiz.is_empty(), "{cumlesiz:?}");
    let lider = dersin(&r, "lider");
    let kk4 = lider
        .bozuk_iddialar
        .iter()
        .find(|b| b.ad.ends_with("::kk4_yilda_6_devralma_duyarlilik_12"))
        .unwrap();
    assert_eq!((kk4.baslik.as_str(), kk4.paragraf), ("Hesaba Dönüş", Some(2)));
    assert!(kk4.cumle.as_deref().unwrap().starts_with("KK4"), "{kk4:?}");
}
