#![forbid(unsafe_code)]
//! `hesap`: the model's per-job ratios applied to K01's daily volume and window.

fn main() -> std::process::ExitCode {
    program::ana::<akis::Akis>(ders::Program::Hesap)
}
