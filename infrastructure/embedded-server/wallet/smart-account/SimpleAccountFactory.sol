// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {SimpleAccount} from "./SimpleAccount.sol";

/// Deploys SimpleAccounts by CREATE2, so an account's address is known (and can receive funds) before it exists.
contract SimpleAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, uint256 salt);

    /// The owner's account for `salt`, deployed when it is not yet: calling it again changes nothing.
    function createAccount(address owner, uint256 salt) external returns (SimpleAccount account) {
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return SimpleAccount(payable(predicted));
        account = new SimpleAccount{salt: bytes32(salt)}(owner);
        emit AccountCreated(address(account), owner, salt);
    }

    /// The CREATE2 address: keccak256(0xff ++ factory ++ salt ++ keccak256(init code with the owner))[12:].
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(SimpleAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), initCodeHash)))));
    }
}
