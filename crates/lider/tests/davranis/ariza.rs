//! `--ariza`: a fault schedule written down by the reader. A schedule worked by hand, the
//! lesson's own written as one, every malformed schedule refused naming its bad part, and the
//! printed form reading back as itself over many generated schedules.

use deneme::{Lcg, satir};
use ders::Program::Olc as O;
use lider::{Lider, Secenek, Zamanlama, kosum};

/// `olc`'s output for `args` (exit 0, nothing on standard error).
fn olc(args: &[&str]) -> String {
    deneme::cikti::<Lider>(O, args)
}

/// d0 pauses as in the lesson (rounds 6-10) and d1, the node that would take over, is down in
/// rounds 8-9. Worked by hand: d0 last renews in round 5, so rounds 6 and 7 have no leader and
/// the trigger of round 6 is lost. The lease (3) runs out in round 8, when the lowest reachable
/// node takes over: d1 is down, so d2, with token 2. d0 comes back in round 11 still believing it
/// leads, and reads the record only in round 12 (every 3 rounds): rounds 11 and 12 have two
/// leaders, and without fencing the batch of round 12 starts twice. Batches 12, 18 and 24 start.
#[test]
fn yeni_lider_de_ulasilamazsa_ucuncu_dugum_devralir() {
    let cikti = olc(&["--ariza", "d0:6-10,d1:8-9"]);
    assert!(cikti.starts_with(
        "5 dugum, 24 tur, kira 3, yenileme 3; ariza d0:6-10,d1:8-9. Gun sonu partisi tetigi"
    ));
    assert_eq!(satir(&cikti, "baslatilan parti"), [3, 3, 4]);
    assert_eq!(satir(&cikti, "kacirilan parti"), [1, 1, 0]);
    assert_eq!(satir(&cikti, "cift baslatilan parti"), [1, 0, 0]);
    assert_eq!(satir(&cikti, "iki liderli tur"), [2, 2, 2]);
    assert_eq!(satir(&cikti, "lidersiz tur"), [2, 2, 2]);
    // every figure of the first table is the lesson's: d2 plays d1's part
    let ders = olc(&[]);
    for olcu in cikti.lines().skip(3).take(8).map(|s| s[..24].trim_end().to_string()) {
        assert_eq!(satir(&cikti, &olcu), satir(&ders, &olcu), "{olcu}");
    }
    assert!(cikti.contains("Kira taramasi dersin ariza sirasiyla (--ariza onu degistirmez)"));
    let iz = olc(&["--ariza", "d0:6-10,d1:8-9", "--iz"]);
    assert!(iz.contains(
        "  tur  8: lider d0 ulaşılamaz (d1 de), kira yenilenmedi; kira doldu: d2 devraldı \
         (belirteç 2); lider d2\n"
    ));
    assert!(iz.contains("  tur  9: d0, d1 ulaşılamaz; d2 kirayı yeniledi; lider d2\n"));
}

/// The new leader pauses too (`docs/lider.md`, the `--ariza` section): d1 takes over in round 8
/// and is down in rounds 9-14. Nobody leads until its lease runs out in round 11 (rounds 6, 7, 9,
/// 10 leaderless; 3 + 3 rounds to the takeovers), when d0, back, takes over with token 3 and
/// starts batch 12 once, d1 being unreachable then. d1 comes back in round 15 still believing
/// it leads: one two-leader round without a trigger, and fencing rejects its work once.
#[test]
fn yeni_lider_de_durursa_lidersiz_turlar_uzar() {
    let cikti = olc(&["--ariza", "d0:6-10,d1:9-14"]);
    assert_eq!(satir(&cikti, "lidersiz tur"), [4, 4, 4]);
    assert_eq!(satir(&cikti, "devralma turu"), [6, 6, 6]);
    assert_eq!(satir(&cikti, "cift baslatilan parti"), [0, 0, 0]);
    assert_eq!(satir(&cikti, "iki liderli tur"), [1, 1, 1]);
    assert_eq!(satir(&cikti, "citlemeyle reddedilen"), [0, 1, 1]);
    let iz = olc(&["--ariza", "d0:6-10,d1:9-14", "--iz"]);
    assert!(iz.contains(
        "  tur 11: lider d1 ulaşılamaz, kira yenilenmedi; kira doldu: d0 devraldı (belirteç 3); \
         lider d0\n"
    ));
    assert!(iz.contains(
        "  tur 12: d1 ulaşılamaz; d0 kirayı yeniledi; lider d0; tetik: parti başlatıldı\n"
    ));
    assert!(iz.contains(
        "  tur 15: d0 kirayı yeniledi; İKİ LİDER: d0, d1; d1 kaydı okudu, liderliği bıraktı\n"
    ));
}

/// Every node down all day: no trigger starts and none is lost in the persistent-trigger column,
/// where all four wait in the record when the run ends; the text says so under the table (the
/// JSON's `bekleyenTetik`), and says nothing when none waits, as in the lesson's run.
#[test]
fn bekleyen_tetik_tablonun_altinda() {
    let hepsi = "d0:1-24,d1:1-24,d2:1-24,d3:1-24,d4:1-24";
    let cikti = olc(&["--ariza", hepsi]);
    assert_eq!(satir(&cikti, "baslatilan parti"), [0, 0, 0]);
    assert_eq!(satir(&cikti, "kacirilan parti"), [4, 4, 0]);
    let bekleyen =
        "Koşum bittiğinde kayıtta bekleyen, hiç başlatılmamış tetik: citleme+kalici tetik 4";
    assert!(cikti.contains(&format!("\n\n{bekleyen}\n\n")), "{cikti}");
    assert!(!olc(&[]).contains("bekleyen"));
}

/// The lesson's own schedule written down gives the lesson's tables; only the header says it
/// differently (and that the lease sweep keeps the lesson's schedule).
#[test]
fn dersin_zamanlamasi_yazilinca_ayni_tablolar() {
    let govde = |c: &str| {
        c.lines().skip(1).filter(|s| !s.starts_with("Kira taramasi")).collect::<Vec<_>>().join("\n")
    };
    let (ders, yazili) = (olc(&[]), olc(&["--ariza", "d0:6-10"]));
    assert_eq!(govde(&ders).replace("\n\n\n", "\n\n"), govde(&yazili).replace("\n\n\n", "\n\n"));
    let (sifir, yok) = (olc(&["--duraklama", "0"]), olc(&["--ariza", "yok"]));
    assert_eq!(satir(&sifir, "kacirilan parti"), satir(&yok, "kacirilan parti"));
    assert_eq!(satir(&yok, "devralma turu"), [0, 0, 0]);
    assert_eq!(Zamanlama::dersin(6, 5).to_string(), "d0:6-10");
    assert_eq!(Zamanlama::dersin(6, 0).to_string(), "yok");
}

/// Every malformed schedule is refused with exit 2, nothing on standard output, and a Turkish
/// message that names the bad part; the run-dependent ones (a node or round the run does not
/// have, a pause beside the schedule) too.
#[test]
fn bozuk_zamanlamalar_kotu_parcayi_adlandirir() {
    // the value once, as typed; an entry named only when the schedule has several
    let anlasilmadi = |_: &str| {
        "anlaşılmadı: her parça dDÜĞÜM:TUR ya da dDÜĞÜM:BAŞ-SON, virgülle ayrılmış olmalı (örnek d0:6-10)".to_string()
    };
    let bos = "boş parça (iki virgül arasında ya da sonda)".to_string();
    let degerler: Vec<(&str, String)> = vec![
        ("", "boş arıza sırası: hiç arıza yoksa 'yok' yazın".into()),
        ("  ", "boş arıza sırası: hiç arıza yoksa 'yok' yazın".into()),
        ("x", anlasilmadi("x")),
        ("d0:6 10", "boşluk yalnız virgüllerin çevresinde olabilir".into()),
        ("d0", anlasilmadi("d0")),
        ("d:3", anlasilmadi("d:3")),
        ("0:3", anlasilmadi("0:3")),
        ("d0:", anlasilmadi("d0:")),
        ("d0:3-", anlasilmadi("d0:3-")),
        ("d0:-3", anlasilmadi("d0:-3")),
        ("d0:3-4-5", anlasilmadi("d0:3-4-5")),
        ("d-1:3", anlasilmadi("d-1:3")),
        ("d0:2.5", anlasilmadi("d0:2.5")),
        ("d0:6-10;d1:8", anlasilmadi("d0:6-10;d1:8")),
        ("d0:6-10,x", format!("'x': {}", anlasilmadi("x"))),
        ("d0:6,,d1:8", bos.clone()),
        ("d0:6,", bos),
        ("yok,d0:6", "'yok' tek başına yazılır".into()),
        ("d0:10-6", "aralık ters (10 > 6)".into()),
        ("d0:0", "turlar 1'den başlar".into()),
        ("d0:5-10001", "24 turluk koşumda 10001. tur yok (d0)".into()),
        ("d0:99999999999", "sayı çok büyük".into()),
        ("d100:3", "5 düğümlü koşumda d100 yok (düğümler d0-d4)".into()),
        ("d5:3", "5 düğümlü koşumda d5 yok (düğümler d0-d4)".into()),
        ("d0:20-30", "24 turluk koşumda 30. tur yok (d0)".into()),
    ];
    deneme::degerleri_reddeder::<Lider>("ariza", ["d0:6", "d0:7"], &degerler);
    // beside other options: the run's nodes and rounds, and a pause
    let gecersiz = |m: &str, neden: &str| format!("--ariza '{m}': {neden}");
    let yanyana: Vec<(Vec<&str>, String)> = vec![
        (
            vec!["--dugum", "100", "--tur", "10000", "--ariza", "d4294967295:1"],
            gecersiz("d4294967295:1", "100 düğümlü koşumda d4294967295 yok (düğümler d0-d99)"),
        ),
        (
            vec!["--dugum", "2", "--ariza", "d0:6,d1:7,d2:8"],
            gecersiz("d0:6,d1:7,d2:8", "2 düğümlü koşumda d2 yok (düğümler d0-d1)"),
        ),
        (
            vec!["--tur", "3", "--ariza", "d0:2-5"],
            gecersiz("d0:2-5", "3 turluk koşumda 5. tur yok (d0)"),
        ),
    ];
    deneme::iki_program_reddeder::<Lider>(&yanyana);
}

/// `--duraklama` typed beside `--ariza` is refused whatever its value, and the command the
/// refusal suggests writes the pause into the schedule, keeps every other flag and entry, and
/// runs as written; where no such command runs (a node the run lacks), none is suggested.
#[test]
fn duraklama_arizayla_verilmez_onerisi_calisir() {
    // (arguments, the suggestion of olc and of hesap, which takes only the lesson's 24 rounds)
    let durumlar = [
        (
            "--duraklama 5 --ariza d0:1",
            Some("--ariza 'd0:1,d0:6-10'"),
            Some("--ariza 'd0:1,d0:6-10'"),
        ),
        ("--duraklama 4237 --tur 1 --ariza d0:1", Some("--tur 1 --ariza 'd0:1'"), None),
        ("--duraklama 0 --ariza d1:3", Some("--ariza 'd1:3'"), Some("--ariza 'd1:3'")),
        ("--duraklama 0 --ariza yok", Some("--ariza yok"), Some("--ariza yok")),
        (
            "--kira 4 --duraklama 2 --ariza d1:3",
            Some("--kira 4 --ariza 'd0:6-7,d1:3'"),
            Some("--kira 4 --ariza 'd0:6-7,d1:3'"),
        ),
        ("--duraklama 3 --ariza d9:1", None, None),
    ];
    for (args, olc, hesap) in durumlar {
        for (p, oneri) in [(ders::Program::Olc, olc), (ders::Program::Hesap, hesap)] {
            let a: Vec<&str> = args.split(' ').collect();
            let s = program::komut::kos::<Lider>(p, &a);
            let basi = format!(
                "lider {}: --duraklama ile --ariza birlikte verilmez (değeri ne olursa olsun)",
                p.ad()
            );
            assert!(s.kod == 2 && s.cikti.is_empty() && s.hata.starts_with(&basi), "{args}: {s:?}");
            match oneri {
                Some(o) => {
                    let komut = format!("cargo run -p lider --bin {} -- {o}\n", p.ad());
                    assert!(s.hata.ends_with(&komut), "{args}: {}", s.hata);
                    deneme::oneri_calisir::<Lider>(&s.hata).unwrap();
                }
                None => assert!(!s.hata.contains("cargo run"), "{}", s.hata),
            }
        }
    }
}

/// Accepted spellings read to one printed form: spaces, `D`, one node's ranges in any order,
/// overlapping, touching or repeated, merge.
#[test]
fn yazim_bicimleri_tek_bicime_iner() {
    deneme::tek_bicime_iner::<Zamanlama>(&[
        ("d0:6-10,d1:8-9", "d0:6-10,d1:8-9"),
        (" d1:8-9 , D0:6-10 ", "d0:6-10,d1:8-9"),
        ("d0:6-8,d0:9-10", "d0:6-10"),
        ("d0:6-10,d0:8", "d0:6-10"),
        ("d0:6,d0:6", "d0:6"),
        ("d0:6,d0:8", "d0:6,d0:8"),
        ("d3:1-1", "d3:1"),
        ("YOK", "yok"),
        ("d0:007", "d0:7"),
    ]);
}

/// Printing a schedule and reading it again gives the same schedule, and the same printed form,
/// over 5000 generated schedules (1 to 8 entries, any node, rounds anywhere, overlaps included);
/// and the run takes it as the same unreachable nodes round by round.
#[test]
fn basilan_bicim_kendini_okur() {
    let mut r = Lcg(2026);
    for _ in 0..5000 {
        let n = 1 + r.sonraki(8);
        let parcalar: Vec<String> = (0..n)
            .map(|_| {
                let d = r.sonraki(100);
                let ust = if r.sonraki(2) == 0 { 30 } else { 10_000 };
                let bas = 1 + r.sonraki(ust);
                let son = (bas + r.sonraki(12)).min(10_000);
                if bas == son { format!("d{d}:{bas}") } else { format!("d{d}:{bas}-{son}") }
            })
            .collect();
        let yazilan = parcalar.join(",");
        let a: Zamanlama = deneme::kendini_okur(&yazilan).expect("generated within range");
        // the same rounds: every round of every entry is unreachable for its node, and no other
        for t in 1..=40 {
            let beklenen: Vec<usize> = parcalar
                .iter()
                .filter_map(|p| {
                    let (d, turlar) = p[1..].split_once(':')?;
                    let (bas, son) = turlar.split_once('-').unwrap_or((turlar, turlar));
                    let (bas, son): (u32, u32) = (bas.parse().ok()?, son.parse().ok()?);
                    (bas..=son).contains(&t).then(|| d.parse().expect("a node"))
                })
                .collect();
            let k = a.ulasilamayan(t);
            assert!(beklenen.iter().all(|&d| k.icerir(d)), "{yazilan}, tur {t}");
            let mut tekil = beklenen.clone();
            tekil.sort_unstable();
            tekil.dedup();
            assert_eq!(k.sayi() as usize, tekil.len(), "{yazilan}, tur {t}");
        }
    }
}

/// The run's JSON takes the schedule as its printed form (the reference model has no such key,
/// so it is left out when absent), with the notation's own messages.
#[test]
fn json_zamanlamayi_basili_bicimiyle_tasir() {
    let s: Secenek = serde_json::from_str(r#"{"ariza":"d1:8-9 , d0:6-10"}"#).unwrap();
    assert_eq!(s.ariza.as_ref().map(ToString::to_string).as_deref(), Some("d0:6-10,d1:8-9"));
    assert_eq!(serde_json::to_value(&s).unwrap()["ariza"], "d0:6-10,d1:8-9");
    let ders = serde_json::to_value(Secenek::default()).unwrap();
    assert!(ders.get("ariza").is_none());
    let hata = serde_json::from_str::<Secenek>(r#"{"ariza":"d0:10-6"}"#).unwrap_err();
    assert!(hata.to_string().contains("aralık ters (10 > 6)"), "{hata}");
    assert_eq!(
        kosum(&s).unwrap(),
        kosum(&Secenek { ariza: Zamanlama::oku("d0:6-10,d1:8-9").ok(), ..Secenek::default() })
            .unwrap()
    );
}
