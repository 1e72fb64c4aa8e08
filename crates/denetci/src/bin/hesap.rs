#![forbid(unsafe_code)]
//! `hesap`: the model's ratios applied to K01's daily volume.

fn main() -> std::process::ExitCode {
    program::ana::<denetci::Denetci>(ders::Program::Hesap)
}
