//! `--ariza`: a fault schedule written down by the reader. A schedule worked by hand (a
//! re-driven step hangs again), the lesson's own written as one, every malformed schedule
//! refused naming its bad part, and the printed form reading back as itself over many generated
//! schedules.

use deneme::{Lcg, satir};
use denetci::{ADIM, Denetci, ISLER, Secenek, Zamanlama, kosum};
use ders::Program::{Hesap as H, Olc as O};

/// `olc`'s output for `args` (exit 0, nothing on standard error).
fn olc(args: &[&str]) -> String {
    deneme::cikti::<Denetci>(O, args)
}

/// S2's discount step hangs on its first execution and again on its re-drive; nothing else goes
/// wrong. Worked by hand with the lesson's options (scan every 2 rounds, lease 2, threshold 3):
/// every job runs a step a round, so S2 starts its discount in round 2 and it hangs in round 3
/// (done, no record). The scan of round 4 finds it expired and re-drives it: wasted, the work was
/// done. The re-drive hangs too (round 5); the scan of round 6 re-drives it again, wasted again.
/// The third execution lands in round 7, and S2's last two steps finish it in round 9. The other
/// eleven jobs finish in round 5. Without a supervisor S2 stays half done.
#[test]
fn yeniden_surulen_adim_yine_asili_kalir() {
    let cikti = olc(&["--ariza", "S2:indirim#1-2=asili"]);
    assert!(cikti.starts_with("12 is, 4 adim; ariza S2:indirim#1-2=asili\n"));
    let json = olc(&["--ariza", "S2:indirim#1-2=asili", "--json"]);
    let j: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        (j["asili"].as_array().map(Vec::len), j["kalici"].as_array().map(Vec::len)),
        (Some(0), Some(0))
    );
    assert_eq!(satir(&cikti, "tamamlanan is"), [11, 12]);
    assert_eq!(satir(&cikti, "yeniden surulen adim"), [0, 2]);
    assert_eq!(satir(&cikti, "bosa yurutulen adim"), [0, 2]);
    assert_eq!(satir(&cikti, "telafi edilen is"), [0, 0]);
    assert_eq!(satir(&cikti, "yarim kalan is"), [1, 0]);
    assert_eq!(satir(&cikti, "son isin bittigi tur"), [5, 9]);
    let iz = olc(&["--ariza", "S2:indirim#1-2=asili", "--iz"]);
    for satir in [
        "  tur  3: 11 adım kaydedildi; S2 indirim yürütüldü ama kaydı DÜŞMEDİ (asılı); 11 adım \
         başladı\n",
        "  tur  5: 11 adım kaydedildi; S2 indirim yürütüldü ama kaydı DÜŞMEDİ (asılı); bitti: S1, \
         S3, S4, S5, S6, S7, S8, S9, S10, S11, S12\n",
        "  tur  6: denetçi 12 kaydı taradı; S2 indirim 1 tur gecikmeyle yeniden sürüldü (BOŞA: iş \
         zaten yapılmıştı); S2 indirim 2. yeniden denemeyle başladı\n",
        "  tur  9: 1 adım kaydedildi; bitti: S2\n",
    ] {
        assert!(iz.contains(satir), "{satir}");
    }
}

/// A permanent failure that passes on its third execution (`docs/denetci.md`, the `--ariza`
/// section): the same timing as a step hanging twice, but no wasted run (a failed execution did
/// no work) and no compensation.
#[test]
fn kalici_hata_ucuncu_denemede_gecerse_bosa_surme_yok() {
    let cikti = olc(&["--ariza", "S7:indirim#1-2=kalici"]);
    assert_eq!(satir(&cikti, "tamamlanan is"), [11, 12]);
    assert_eq!(satir(&cikti, "yeniden surulen adim"), [0, 2]);
    assert_eq!(satir(&cikti, "bosa yurutulen adim"), [0, 0]);
    assert_eq!(satir(&cikti, "telafi edilen is"), [0, 0]);
    assert_eq!(satir(&cikti, "son isin bittigi tur"), [5, 9]);
}

/// A step runs at most the threshold's number of times (`--deneme-siniri`, 3): three failed
/// executions of S7's discount and the re-drive that follows compensates the job; with a
/// threshold of 4 the fourth execution passes. An execution past the threshold is refused as one
/// the run never makes (`bozuk_zamanlamalar_kotu_parcayi_adlandirir`).
#[test]
fn adim_en_cok_esik_kadar_yurutulur() {
    let cikti = olc(&["--ariza", "S7:indirim#1-3=kalici"]);
    assert_eq!(satir(&cikti, "yeniden surulen adim"), [0, 3]);
    assert_eq!(satir(&cikti, "telafi edilen is"), [0, 1]);
    let dort = olc(&["--ariza", "S7:indirim#1-3=kalici", "--deneme-siniri", "4"]);
    assert_eq!(satir(&dort, "yeniden surulen adim"), [0, 3]);
    assert_eq!(satir(&dort, "telafi edilen is"), [0, 0]);
    assert_eq!(satir(&dort, "tamamlanan is"), [11, 12]);
    // a fourth execution can be written only where the threshold lets it run
    let neden = "denetci olc: --ariza 'S7:indirim#4=kalici': 4. yürütme (S7:indirim) hiç olmaz: \
                 deneme sınırı 3 ile bir adım en çok 3 kez yürütülür";
    deneme::cagri::<Denetci>(O, "--ariza S7:indirim#4=kalici", 2, "", neden);
    let dorduncu = olc(&["--ariza", "S7:indirim#4=kalici", "--deneme-siniri", "4"]);
    assert_eq!(satir(&dorduncu, "telafi edilen is"), [0, 0]);
}

/// The lesson's own schedule written down gives the lesson's tables; only the header says it
/// differently.
#[test]
fn dersin_zamanlamasi_yazilinca_ayni_tablolar() {
    let dersin = Zamanlama::dersin().to_string();
    assert_eq!(dersin, "S2:indirim=asili,S5:tarife=asili,S7:indirim=kalici,S9:fatura=asili");
    // the help says the same schedule (written there by hand: a const cannot print it)
    let yardim = olc(&["--help"]).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(yardim.contains(&format!("(verilmezse dersin arıza sırası: {dersin};")), "{yardim}");
    let govde = |c: String| c.lines().skip(1).collect::<Vec<_>>().join("\n");
    assert_eq!(govde(olc(&[])), govde(olc(&["--ariza", &dersin])));
    let yok = olc(&["--ariza", "yok"]);
    assert_eq!(satir(&yok, "tamamlanan is"), [12, 12]);
    assert_eq!(satir(&yok, "yeniden surulen adim"), [0, 0]);
}

/// Every malformed schedule is refused by both programs with exit 2, nothing on standard output,
/// and a Turkish message that names the bad part.
#[test]
fn bozuk_zamanlamalar_kotu_parcayi_adlandirir() {
    // the value is named once, as typed; a schedule of one entry is not named again
    let anlasilmadi = |_: &str| {
        "anlaşılmadı: her parça İŞ:ADIM[#YÜRÜTME]=asılı|kalıcı, virgülle ayrılmış olmalı (örnek \
         S2:indirim=asili)"
            .to_string()
    };
    let bos = "boş parça (iki virgül arasında ya da sonda)".to_string();
    let durumlar: Vec<(&str, String)> = vec![
        ("", "boş arıza sırası: hiç arıza yoksa 'yok' yazın".into()),
        ("x", anlasilmadi("x")),
        ("S2", anlasilmadi("S2")),
        ("S2:indirim", anlasilmadi("S2:indirim")),
        ("S2=asili", anlasilmadi("S2=asili")),
        ("S2:indirim#=asili", anlasilmadi("S2:indirim#=asili")),
        ("S2:indirim#a=asili", anlasilmadi("S2:indirim#a=asili")),
        ("S2:indirim#-2=asili", anlasilmadi("S2:indirim#-2=asili")),
        ("S2:indirim#1-2-3=asili", anlasilmadi("S2:indirim#1-2-3=asili")),
        ("S2:indirim=asili,,S5:tarife=asili", bos.clone()),
        ("S2:indirim=asili,", bos),
        ("yok,S2:indirim=asili", "'yok' tek başına yazılır".into()),
        ("S13:tarife=asili", "iş S1 ile S12 arasında olmalı".into()),
        ("S0:tarife=asili", "iş S1 ile S12 arasında olmalı".into()),
        ("S2:odeme=asili", "adım tarife, indirim, fatura, bildirim'den biri olmalı".into()),
        ("S2:indirim=bozuk", "sonuç asılı ya da kalıcı olmalı".into()),
        ("S2:indirim=", "sonuç asılı ya da kalıcı olmalı".into()),
        (
            "S2:indirim#0=asili",
            "yürütmeler 1'den başlar (1: ilk yürütme, 2: ilk yeniden \
             sürme)"
                .into(),
        ),
        ("S2:indirim#3-1=asili", "aralık ters (3 > 1)".into()),
        ("S2:indirim#99999999999=asili", "sayı çok büyük".into()),
        ("S2:indirim#1 2=asili", "boşluk yalnız virgüllerin çevresinde olabilir".into()),
        (
            "S2:indirim=asili,S2:indirim#1=kalici",
            "'S2:indirim=asili' ile 'S2:indirim#1=kalici' aynı yürütmeye iki sonuç veriyor".into(),
        ),
        // each entry quoted as typed, letters, case and zeros kept
        (
            "s02:İNDİRİM=ASILI,S2:indirim=kalıcı",
            "'s02:İNDİRİM=ASILI' ile 'S2:indirim=kalıcı' aynı yürütmeye iki sonuç veriyor".into(),
        ),
        (
            "S2:indirim#2-=kalici,S2:indirim#5=asili",
            "'S2:indirim#2-=kalici' ile 'S2:indirim#5=asili' aynı yürütmeye iki sonuç veriyor"
                .into(),
        ),
    ];
    deneme::degerleri_reddeder::<Denetci>("ariza", ["yok", "yok"], &durumlar);
    // an execution the run never makes, and a schedule with nothing to re-drive for hesap
    deneme::cagrilar::<Denetci>(&[
        (
            O,
            "--ariza S2:indirim#4=asili",
            2,
            "",
            "denetci olc: --ariza 'S2:indirim#4=asili': 4. yürütme (S2:indirim) hiç olmaz: deneme sınırı 3 ile bir adım en çok 3 kez yürütülür",
        ),
        (O, "--ariza S2:indirim#4=asili --deneme-siniri 4", 0, "12 is, 4 adim; ariza S2:", ""),
        (
            H,
            "--ariza yok",
            2,
            "",
            "denetci hesap: --ariza 'yok': arıza sırasında yeniden sürme gerektiren asılı ya da kalıcı yürütme yok: boşa giden yeniden sürme oranı tanımsız",
        ),
    ]);
}

/// Accepted spellings read to one printed form: spaces, case and Turkish letters, entries in any
/// order, and one step's entries with the same outcome that overlap or touch merged.
#[test]
fn yazim_bicimleri_tek_bicime_iner() {
    deneme::tek_bicime_iner::<Zamanlama>(&[
        ("S2:indirim=asili", "S2:indirim=asili"),
        ("s2:İNDİRİM=ASILI", "S2:indirim=asili"),
        ("S02:indirim=asili", "S2:indirim=asili"),
        ("S2:indirim=asılı", "S2:indirim=asili"),
        ("S7:indirim=kalıcı", "S7:indirim=kalici"),
        ("S2:indirim#1=asili", "S2:indirim=asili"),
        ("S2:indirim#1-=kalici", "S2:indirim=kalici"),
        ("S2:indirim=asili,S2:indirim#2=asili", "S2:indirim#1-2=asili"),
        ("S2:indirim#3-=asili,S2:indirim#1-2=asili", "S2:indirim#1-=asili"),
        ("S2:indirim#1-4=kalici,S2:indirim#2-=kalici", "S2:indirim=kalici"),
        ("S9:fatura=asılı, S2:indirim=asılı", "S2:indirim=asili,S9:fatura=asili"),
        ("S2:indirim=asili,S2:indirim#2-=kalici", "S2:indirim=asili,S2:indirim#2-=kalici"),
        ("S2:indirim#2=asili,S2:indirim#4=asili", "S2:indirim#2=asili,S2:indirim#4=asili"),
        (" YOK ", "yok"),
    ]);
}

/// Printing a schedule and reading it again gives the same schedule and the same printed form,
/// over 5000 generated schedules (1 to 6 entries, any job, step and outcome, any executions;
/// those that give one execution two outcomes are refused, and counted).
#[test]
fn basilan_bicim_kendini_okur() {
    let mut r = Lcg(31337);
    let (mut okunan, mut reddedilen) = (0, 0);
    for _ in 0..5000 {
        let n = 1 + r.sonraki(6);
        let parcalar: Vec<String> = (0..n)
            .map(|_| {
                let is = ISLER[r.sonraki(ISLER.len() as u32) as usize];
                let adim = ADIM[r.sonraki(ADIM.len() as u32) as usize];
                let sonuc = if r.sonraki(2) == 0 { "asili" } else { "kalici" };
                let bas = 1 + r.sonraki(5);
                let yurutme = match r.sonraki(4) {
                    0 => String::new(),
                    1 => format!("#{bas}"),
                    2 => format!("#{bas}-{}", bas + r.sonraki(4)),
                    _ => format!("#{bas}-"),
                };
                format!("{is}:{adim}{yurutme}={sonuc}")
            })
            .collect();
        let yazilan = parcalar.join(",");
        match deneme::kendini_okur::<Zamanlama>(&yazilan) {
            Ok(_) => okunan += 1,
            Err(m) => {
                reddedilen += 1;
                assert!(m.ends_with("aynı yürütmeye iki sonuç veriyor"), "{yazilan}: {m}");
            }
        }
    }
    assert!(okunan > 2000 && reddedilen > 100, "{okunan} read, {reddedilen} refused");
}

/// The run's JSON takes the schedule as text (the reference model has no such key, so it is
/// left out when absent); a schedule that does not read is the run's error.
#[test]
fn json_zamanlamayi_tasir() {
    let s: Secenek = serde_json::from_str(r#"{"ariza":"S2:indirim#1-2=asili"}"#).unwrap();
    let yazili = olc(&["--ariza", "S2:indirim#1-2=asili", "--json"]);
    let j: serde_json::Value = serde_json::from_str(&yazili).unwrap();
    assert_eq!(j["secenek"]["ariza"], "S2:indirim#1-2=asili");
    assert_eq!(kosum(&s).unwrap().tamamlanan, 12);
    assert!(serde_json::to_value(Secenek::default()).unwrap().get("ariza").is_none());
    let bozuk = Secenek { ariza: Some("S2:indirim=bozuk".into()), ..Secenek::default() };
    let hata = kosum(&bozuk).unwrap_err().to_string();
    assert_eq!(hata, "sonuç asılı ya da kalıcı olmalı");
}
