//! The walk through each lesson's runs ([`program::yuruyus`]), against the runs cut at each of
//! its points: a stop's figures and story lines are those `olc` prints with the lesson's cutting
//! flag at the stop's value (`--tur N`, akis `--dur N`), run again from the flags; the last
//! stop's are plain `olc`'s; the claims named at the stops are each claim of `olc --json` that
//! has a point, once.

use dersler::DERSLER;

#[test]
fn yuruyusun_sayilari_kesilen_kosumunkilerdir() {
    for d in DERSLER {
        let olc = |a: &[&str]| d.calistir(ders::Program::Olc, a).cikti;
        let y: serde_json::Value = serde_json::from_str(&d.yuruyus("").unwrap()).unwrap();
        let kesen = y["kesen"].as_str().unwrap();
        let duraklar = y["duraklar"].as_array().unwrap();
        assert!(duraklar.len() >= 8, "{}: {} durak", d.ad(), duraklar.len());
        for durak in duraklar {
            let n = durak["nokta"].as_u64().unwrap().to_string();
            // a stop reads as one name, not its columns' names strung together
            let ad = durak["ad"].as_str().unwrap();
            assert!(!ad.contains("; "), "{}: nokta {n}: '{ad}'", d.ad());
            // a stop names its cut by value; the program writes out the runs cut there
            assert!(durak.get("parca").is_none() && durak.get("komut").is_none(), "{durak}");
            let k: serde_json::Value = serde_json::from_str(
                &d.durak_komutu("", durak["nokta"].as_u64().unwrap() as u32).unwrap(),
            )
            .unwrap();
            let args = program::komut::parca_argumanlari(k["parca"].as_str().unwrap());
            let komut = format!("cargo run -p {} --bin olc", d.ad());
            assert!(k["komut"].as_str().unwrap().starts_with(&komut), "{k}");
            // the cutting flag, unless the stop is at its default (the run's own end)
            let bayrakli = args.windows(2).any(|w| w[0] == format!("--{kesen}") && w[1] == n);
            assert!(bayrakli || durak == duraklar.last().unwrap(), "{args:?}");
            let a: Vec<&str> = args.iter().map(String::as_str).collect();
            let kesik = program::yuruyus::basili_ilk_tablo(&olc(&a));
            let rakamlar: Vec<Vec<u32>> =
                serde_json::from_value(durak["rakamlar"].clone()).unwrap();
            assert_eq!(rakamlar, kesik, "{}: nokta {n}", d.ad());
            // each column's line is the cut run's own, in that column's story
            let iz = olc(&[a.as_slice(), &["--iz"]].concat());
            let hikayeler: Vec<&str> = iz.split("\n\n").collect();
            for (c, ds) in durak["sutunlar"].as_array().unwrap().iter().enumerate() {
                if let Some(satir) = ds["satir"].as_str() {
                    let bulundu = hikayeler[c].lines().any(|l| l.trim_start() == satir);
                    assert!(bulundu, "{}: nokta {n}, sütun {c}: {satir}\n{}", d.ad(), hikayeler[c]);
                }
            }
        }
        let son: Vec<Vec<u32>> =
            serde_json::from_value(duraklar.last().unwrap()["rakamlar"].clone()).unwrap();
        assert_eq!(son, program::yuruyus::basili_ilk_tablo(&olc(&[])), "{}: son durak", d.ad());
        // every claim that has a point in olc --json is named at exactly one stop of its column,
        // the one that is that point
        let j: serde_json::Value = serde_json::from_str(&olc(&["--json"])).unwrap();
        for (c, s) in j["ozellikler"]["sutunlar"].as_array().unwrap().iter().enumerate() {
            for o in s["ozellikler"].as_array().unwrap() {
                let adlar: Vec<&serde_json::Value> = duraklar
                    .iter()
                    .map(|du| &du["sutunlar"][c])
                    .filter(|ds| {
                        ds["degisenler"]
                            .as_array()
                            .is_some_and(|g| g.iter().any(|g| g["ad"] == o["ad"]))
                    })
                    .map(|ds| &ds["ad"])
                    .collect();
                let beklenen: Vec<&serde_json::Value> =
                    o.get("nokta").map(|n| &n["ad"]).into_iter().collect();
                assert_eq!(adlar, beklenen, "{}: {} {}", d.ad(), s["sutun"], o["ad"]);
            }
        }
    }
}

/// A written schedule that runs past a stop is cut with it: the command line refuses a round
/// past the run's end, and a stop's command is one it accepts.
#[test]
fn yazili_ariza_durakta_kesilir() {
    let d = dersler::bul("lider").unwrap();
    let y: serde_json::Value =
        serde_json::from_str(&d.yuruyus("ariza=d0:6-10,d1:8-9").unwrap()).unwrap();
    let durak = y["duraklar"].as_array().unwrap().iter().find(|x| x["nokta"] == 8).unwrap();
    assert!(durak["rakamlar"].is_array());
    let k: serde_json::Value =
        serde_json::from_str(&d.durak_komutu("ariza=d0:6-10,d1:8-9", 8).unwrap()).unwrap();
    assert_eq!(k["parca"], "tur=8&ariza=d0:6-8,d1:8");
    assert_eq!(k["komut"], "cargo run -p lider --bin olc -- --tur 8 --ariza 'd0:6-8,d1:8'");
    let e = d.durak_komutu("kira=0", 8).unwrap_err();
    assert!(e.contains("--kira"), "{e}");
}

#[test]
fn kotu_parca_turkce_reddedilir() {
    let d = dersler::bul("lider").unwrap();
    let e = d.yuruyus("kira=0").unwrap_err();
    assert!(e.contains("--kira"), "{e}");
    let akis = dersler::bul("akis").unwrap();
    let e = akis.durak_rakamlari("dur=x", 3).unwrap_err();
    assert!(e.contains("--dur"), "{e}");
}
